export const articlePath = (slug: string) => `/blog/${slug}/`;
export const ARCHIVE_PATH = '/blog/archive/';
