import data from '@/content/data/empty-legs.json';
import type { EmptyLegsContent } from '@/lib/schemas/content/empty-legs';

// The words of /empty-legs and its home section, in content/data/empty-legs.json (edited at /admin/,
// "Page words"). The offers on sale are data too: one YAML file each in content/empty-legs/.
export const emptyLegs = data as EmptyLegsContent;
