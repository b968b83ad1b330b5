import data from '@/content/data/pages.json';
import type { PagesContent } from '@/lib/schemas/content/pages';

// Each route's title (the brand is appended by the layout), search description and opening words,
// in content/data/pages.json (edited at /admin/, "Pages"). A company figure is named by
// placeholder ({flights}).
export const pages = data as PagesContent;
