/** Where every page's icons are drawn from: one file, cached, instead of each drawing in each page. */
export const SPRITE_URL = '/icons.svg';
