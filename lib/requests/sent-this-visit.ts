import type { SiteRequest } from './model';
import { referenceWithRoute } from './route';

const byQuote = new Map<string, string>();
const listeners = new Set<() => void>();

export function noteSent(request: SiteRequest): void {
  if (!request.quote) return;
  byQuote.set(request.quote, referenceWithRoute(request));
  listeners.forEach((listener) => listener());
}

// "VJ-7QK2MD · Mumbai → Goa (Dabolim)" once a request made from this quote went somewhere.
export const sentAs = (quote: string): string | undefined => byQuote.get(quote);

export function subscribeSentThisVisit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
