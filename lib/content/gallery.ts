import { gallery } from '@/content/gallery';
import { gallerySchema } from '@/lib/schemas/content/gallery';
import { parseContent } from './parse';

export const galleryContent = parseContent(gallerySchema, gallery, 'content/gallery.ts');
