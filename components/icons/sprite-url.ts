/** Where every page's icons are drawn from: one file, versioned by its drawings and cached for good. */
export const SPRITE_URL = `/icons.svg?v=${process.env.NEXT_PUBLIC_ICONS_VERSION ?? 'dev'}`;
