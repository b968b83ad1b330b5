import { safety as raw } from '@/content/safety';
import { safetySchema } from '@/lib/schemas/content/safety';
import { parseContent } from './parse';

export const safety = parseContent(safetySchema, raw, 'content/safety.ts');
