// Ids and attributes the server-rendered header and its one client leaf (ShellBehaviour) share.
export const SITE_HEADER_ID = 'site-header';
export const MOBILE_MENU_ID = 'site-menu';

/** Transparent at the top, glass once the page has scrolled more than this many pixels. */
export const GLASS_THRESHOLD_PX = 50;
