import { compare as raw } from '@/content/compare';
import { compareSchema } from '@/lib/schemas/content/compare';
import { airports } from './airports';
import { parseContent } from './parse';

export const compare = parseContent(compareSchema(airports.map((airport) => airport.iata)), raw, 'content/compare.ts');
