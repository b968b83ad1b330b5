import { fleet as raw } from '@/content/fleet';
import { fleetSchema } from '@/lib/schemas/content/fleet';
import { parseContent } from './parse';

export const fleet = parseContent(fleetSchema, raw, 'content/fleet.ts');
