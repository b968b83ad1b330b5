/** The site path of a journal article's page; safe to import from browser code. */
export const articlePath = (slug: string) => `/blog/${slug}/`;
