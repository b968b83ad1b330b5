import { airports as raw } from '@/content/airports';
import { airportsSchema } from '@/lib/schemas/content/airports';
import { parseContent } from './parse';

export const airports = parseContent(airportsSchema, raw, 'content/airports.ts');
