import type { JetType } from '@/lib/schemas/content/jet-types';
import { plannerToSearch } from './url';

/** The /book/ address with a category (and, from the fleet, one aircraft) already chosen. */
export function bookHref(jetType: JetType, aircraft?: string): string {
  return `/book/${plannerToSearch({ jetType, aircraft })}`;
}
