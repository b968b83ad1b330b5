import { provenance as raw } from '@/content/provenance';
import { provenanceSchema, type ProvenanceCard } from '@/lib/schemas/content/provenance';
import { mumbaiDate } from '@/lib/time/mumbai';
import { fleet } from './fleet';
import { parseContent } from './parse';

const aircraft = fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name));

export const provenance = parseContent(
  provenanceSchema({ today: mumbaiDate(), aircraft }),
  raw,
  'content/provenance.ts',
);

/** The card for a fleet aircraft (the schema guarantees there is exactly one). */
export function provenanceFor(name: string): ProvenanceCard {
  const card = provenance.cards.find((entry) => entry.aircraft === name);
  if (!card) throw new Error(`content/provenance.ts: no card for ${name}`);
  return card;
}
