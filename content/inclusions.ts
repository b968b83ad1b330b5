import covered from '@/content/data/inclusions.json';
import { excluded } from '@/content/exclusions';
import type { InclusionsContent } from '@/lib/schemas/content/inclusions';

// What a price covers, each item said once (edited at /admin/, "Inclusions"). `hourly`: in the rate
// per flight hour. `itemised`: a line of every estimate, added to the flying hours (its rates on the
// price guide, by placeholder). `excluded`: in no estimate (content/exclusions.ts). Every sentence
// about fees and inclusions is built from these lists: copy writes {hourly}, {itemised} and
// {excluded}, filled at build time (lib/inclusions.ts). `term` is the word the facts audit looks for
// in prose that says the item the other way. No commas inside an item's text: the lists are joined
// into sentences. Server code only.
export const inclusions = { ...covered, excluded } as InclusionsContent;
