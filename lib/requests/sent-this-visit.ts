import type { SiteRequest } from './model';
import { referenceWithRoute } from './route';

// The requests this page passed on (received, kept to send, or handed to WhatsApp or e-mail), by
// the quote they were made from: a quote printed afterwards names the request, the one reference a
// customer quotes. Memory only: a later visit has the account's own record of what it sent.

const byQuote = new Map<string, string>();
const listeners = new Set<() => void>();

export function noteSent(request: SiteRequest): void {
  if (!request.quote) return;
  byQuote.set(request.quote, referenceWithRoute(request));
  listeners.forEach((listener) => listener());
}

/** "VJ-7QK2MD · Mumbai → Goa (Dabolim)" once a request made from this quote went somewhere. */
export const sentAs = (quote: string): string | undefined => byQuote.get(quote);

export function subscribeSentThisVisit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
