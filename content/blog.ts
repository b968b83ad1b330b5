import data from '@/content/data/blog.json';
import type { BlogContent } from '@/lib/schemas/content/blog';

// The /blog page's own words and the article pages' shared labels, in content/data/blog.json
// (edited at /admin/, "Page words"). The articles themselves are Markdown files in
// content/articles/ (one file per article; see docs/editing-content.md).
export const blog = data as BlogContent;
