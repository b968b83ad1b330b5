import { blog } from '@/content/blog';
import { blogSchema } from '@/lib/schemas/content/blog';
import { parseContent } from './parse';

export const blogContent = parseContent(blogSchema, blog, 'content/blog.ts');
