import type { JetType } from '@/lib/schemas/content/jet-types';
import { plannerToSearch } from './url';

export function bookHref(jetType: JetType, aircraft?: string): string {
  return `/book/${plannerToSearch({ jetType, aircraft })}`;
}
