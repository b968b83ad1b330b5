import { messages } from '@/content/messages';
import type { InstantQuote } from '@/lib/booking/instant-quote';
import { formatINR } from '@/lib/format';

/** Get Instant Quote's toast: this trip's estimated total when the planner can price it, the
 * hourly rate alone otherwise. The quote is the domain's; the words are content/messages.ts's. */
export function instantQuoteToast(quote: InstantQuote, trip: { total: number } | undefined) {
  const values = { label: quote.label, amount: quote.formattedAmount };
  if (!trip) return { message: messages.instantQuoteRate, values };
  return { message: messages.instantQuote, values: { ...values, total: formatINR(trip.total) } };
}
