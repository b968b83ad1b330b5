import { booking } from '@/content/booking';
import { pricing } from '@/content/pricing';
import { bookingContentSchema } from '@/lib/schemas/content/booking';
import { pricingSchema } from '@/lib/schemas/content/pricing';
import type { RateCard } from '@/lib/booking/quote';
import { parseContent } from './parse';

export const bookingContent = parseContent(bookingContentSchema, booking, 'content/booking.ts');

/** The rate card the booking form quotes from (content/pricing.ts, validated). */
export const bookingRates: RateCard = parseContent(pricingSchema, pricing, 'content/pricing.ts').jetTypes;
