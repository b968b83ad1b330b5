export const articlePath = (slug: string) => `/blog/${slug}/`;
