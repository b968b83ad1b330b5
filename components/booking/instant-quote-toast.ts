import { messages } from '@/content/messages';
import type { InstantQuote } from '@/lib/booking/instant-quote';
import { formatINR } from '@/lib/format';

export function instantQuoteToast(quote: InstantQuote, trip: { total: number } | undefined) {
  const values = { label: quote.label, amount: quote.formattedAmount };
  if (!trip) return { message: messages.instantQuoteRate, values };
  return { message: messages.instantQuote, values: { ...values, total: formatINR(trip.total) } };
}
