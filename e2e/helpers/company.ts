import { company } from '../../content/company';
import { site } from '../../content/site';

// The company profile's addresses, as the specs expect them: never typed into a spec.
export { company };

/** The site's origin, as canonical URLs, the sitemap and robots.txt write it (no trailing slash). */
export const SITE = new URL(site.url).origin;
