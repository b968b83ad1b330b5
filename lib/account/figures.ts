import { mumbaiDate } from '@/lib/time/mumbai';

export type DatedFlight = { dates: readonly string[]; estimate: number | null };

export type LoyaltyTier = { name: string; minPastFlights: number };

export type FlightCounts = {
  upcoming: number;
  past: number;
  undated: number;
  spent: number | null;
};

function flightWhen(dates: readonly string[], today: string): 'upcoming' | 'past' | 'undated' {
  const dated = dates.filter((date) => date !== '').sort();
  const last = dated.at(-1);
  if (!last) return 'undated';
  return last < today ? 'past' : 'upcoming';
}

export function countFlights(flights: readonly DatedFlight[], now: Date = new Date()): FlightCounts {
  const today = mumbaiDate(now);
  const counts: FlightCounts = { upcoming: 0, past: 0, undated: 0, spent: null };
  for (const flight of flights) {
    const when = flightWhen(flight.dates, today);
    counts[when] += 1;
    if (when === 'past' && flight.estimate !== null) counts.spent = (counts.spent ?? 0) + flight.estimate;
  }
  return counts;
}

export type AskedFlight = DatedFlight & {
  status: string;
  reference: string;
  quote: string | null;
  desk?: { status: string; flightAt?: string } | null;
};

// Only a 2xx from our desk's endpoint can make a flight; a refused, cancelled or handed-back one never went.
const CONFIRMED = 'received';
const NEVER_WENT = new Set(['refused', 'cancelled', 'returned']);
const DESK_ENDED = new Set(['declined', 'closed']);

export type AccountFlights = {
  counts: FlightCounts;
  awaiting: number;
  asked: Set<string>;
};

// A request the desk can be asked about is a flight only once the desk confirmed it, on the date it named;
// one without a token (an older build's) is no upcoming flight, only a past one once its date went by.
function asFlight(request: AskedFlight, today: string): DatedFlight | null {
  if (request.desk === undefined)
    return request.status === CONFIRMED && flightWhen(request.dates, today) === 'past' ? request : null;
  if (request.desk?.status !== 'confirmed' || !request.desk.flightAt) return null;
  return { dates: [request.desk.flightAt.slice(0, 10)], estimate: request.estimate };
}

export function accountFlights(sent: readonly AskedFlight[], now: Date = new Date()): AccountFlights {
  const today = mumbaiDate(now);
  const went = sent.filter((request) => !NEVER_WENT.has(request.status) && !DESK_ENDED.has(request.desk?.status ?? ''));
  const flights = went.map((request) => asFlight(request, today));
  return {
    counts: countFlights(
      flights.filter((flight) => flight !== null),
      now,
    ),
    awaiting: went.filter((request, index) => flights[index] === null && flightWhen(request.dates, today) !== 'past')
      .length,
    asked: new Set(went.map((request) => request.quote ?? request.reference)),
  };
}

export type TierStanding = {
  tier: LoyaltyTier;
  next: { tier: LoyaltyTier; needed: number } | null;
};

export function loyaltyStanding(pastFlights: number, tiers: readonly LoyaltyTier[]): TierStanding {
  const ordered = [...tiers].sort((a, b) => a.minPastFlights - b.minPastFlights);
  const reached = ordered.filter((tier) => tier.minPastFlights <= pastFlights);
  const tier = reached.at(-1) ?? ordered[0];
  const up = ordered.find((candidate) => candidate.minPastFlights > pastFlights);
  return { tier, next: up ? { tier: up, needed: up.minPastFlights - pastFlights } : null };
}
