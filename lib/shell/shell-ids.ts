export const SITE_HEADER_ID = 'site-header';
export const MOBILE_MENU_ID = 'site-menu';

export const GLASS_THRESHOLD_PX = 50;
