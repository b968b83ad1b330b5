import { about as raw } from '@/content/about';
import { aboutSchema } from '@/lib/schemas/content/about';
import { parseContent } from './parse';

export const about = parseContent(aboutSchema, raw, 'content/about.ts');
