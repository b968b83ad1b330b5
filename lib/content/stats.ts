import { stats as raw } from '@/content/stats';
import { type Stat, type StatKey, statsSchema } from '@/lib/schemas/content/stats';
import { parseContent } from './parse';

export const stats = parseContent(statsSchema, raw, 'content/stats.ts');

/** The figures for a stats band, in the order its content module lists them. */
export function statsFor(keys: readonly StatKey[]): (Stat & { key: StatKey })[] {
  return keys.map((key) => ({ key, ...stats.figures[key] }));
}
