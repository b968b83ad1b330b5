import type { Airport } from '@/lib/schemas/content/airports';
import { JET_TYPES, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { passengerCount } from '@/lib/booking/passenger-count';
import { estimateRoute, type Estimate } from './estimate';

/** What the booking form holds, loosely typed: a half-filled form is normal. */
export type RouteFormValues = {
  departure?: unknown;
  arrival?: unknown;
  jetType?: unknown;
  passengers?: unknown;
};

const isJetType = (value: unknown): value is JetType => JET_TYPES.some((type) => type === value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The route estimate for the booking form's current values (the panel and the WhatsApp text share it). */
export function estimateFromForm(values: RouteFormValues, airports: readonly Airport[], pricing: Pricing): Estimate {
  if (!isJetType(values.jetType)) return { status: 'incomplete' };
  return estimateRoute(
    {
      from: text(values.departure),
      to: text(values.arrival),
      jetType: values.jetType,
      passengers: passengerCount(values.passengers),
    },
    airports,
    pricing,
  );
}
