import { passengerCount } from '@/lib/booking/passenger-count';
import type { Airport } from '@/lib/schemas/content/airports';
import { isJetType, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { findAirport } from './airports';
import { beyondRange, type BeyondRange } from './capability';
import { checkSeats, type SeatCheck } from './checks';
import { planLegs, type Leg } from './legs';
import { quoteLegs, type Quote } from './money';
import { rateFor } from './performance';

export type EstimateRequest = { from: string; to: string; jetType: JetType; passengers: number; aircraft?: string };

export type RouteEstimate = Quote & {
  status: 'ok';
  jetType: JetType;
  aircraft?: string;
  passengers: number;
  from: Airport;
  to: Airport;
  flight: Leg;
  legs: Leg[];
  seatCheck: SeatCheck;
};

export type Estimate =
  | { status: 'incomplete' }
  | { status: 'unknown'; places: string[] }
  | { status: 'same-airport'; airport: Airport }
  | BeyondRange
  | RouteEstimate;

export function estimateRoute(request: EstimateRequest, airports: readonly Airport[], pricing: Pricing): Estimate {
  const fromText = request.from.trim();
  const toText = request.to.trim();
  if (!fromText || !toText) return { status: 'incomplete' };

  const from = findAirport(fromText, airports);
  const to = findAirport(toText, airports);
  const base = airports.find((airport) => airport.iata === pricing.estimate.baseAirport);
  const unknown = [!from && fromText, !to && toText].filter((place): place is string => Boolean(place));
  if (!from || !to || !base) return { status: 'unknown', places: unknown };
  if (from.iata === to.iata) return { status: 'same-airport', airport: from };

  const flyer = { jetType: request.jetType, aircraft: request.aircraft };
  const rate = rateFor(pricing, flyer);
  const legs = planLegs(from, to, base, rate);
  const flight = legs.find((leg) => leg.kind === 'flight') as Leg;
  const need = { passengers: passengerCount(request.passengers, { billable: true }), distanceNm: flight.distanceNm };
  const refusal = beyondRange(legs, flyer, pricing, need.passengers);
  if (refusal) return refusal;
  return {
    status: 'ok',
    jetType: request.jetType,
    ...(request.aircraft ? { aircraft: request.aircraft } : {}),
    passengers: need.passengers,
    from,
    to,
    flight,
    legs,
    ...quoteLegs(legs, rate, pricing.estimate),
    seatCheck: checkSeats(pricing, flyer, need),
  };
}

export type RouteFormValues = {
  departure?: unknown;
  arrival?: unknown;
  jetType?: unknown;
  passengers?: unknown;
  aircraft?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function estimateFromForm(values: RouteFormValues, airports: readonly Airport[], pricing: Pricing): Estimate {
  if (!isJetType(values.jetType)) return { status: 'incomplete' };
  return estimateRoute(
    {
      from: text(values.departure),
      to: text(values.arrival),
      jetType: values.jetType,
      passengers: passengerCount(values.passengers),
      aircraft: typeof values.aircraft === 'string' && values.aircraft ? values.aircraft : undefined,
    },
    airports,
    pricing,
  );
}
