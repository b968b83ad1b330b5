export const SPRITE_URL = `/icons.svg?v=${process.env.NEXT_PUBLIC_ICONS_VERSION ?? 'dev'}`;
