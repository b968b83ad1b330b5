import { mumbaiDate } from '@/lib/time/mumbai';

// The customer dashboard's figures, worked out from what the account holds in this browser (its
// saved trips and the flights it asked the desk for), never from sample numbers.

/** A trip or a request as the figures see it: its legs' dates (YYYY-MM-DD, '' when not set) and its estimate. */
export type DatedFlight = { dates: readonly string[]; estimate: number | null };

export type LoyaltyTier = { name: string; minPastFlights: number };

export type FlightCounts = {
  upcoming: number;
  past: number;
  /** Trips and requests without any date: in neither count. */
  undated: number;
  /** The sum of the past ones' estimates; null when there is none to add up. */
  spent: number | null;
};

/**
 * Past once the day of its last dated leg has gone by in Mumbai; upcoming until then (a round trip
 * whose return is still ahead is upcoming). A device set to another zone sees Mumbai's days.
 */
export function flightWhen(dates: readonly string[], today: string): 'upcoming' | 'past' | 'undated' {
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

export type TierStanding = {
  tier: LoyaltyTier;
  /** The next tier up and how many more past flights reach it; null at the top. */
  next: { tier: LoyaltyTier; needed: number } | null;
};

/** The tier a number of past flights earns, by the thresholds in content (the lowest starts at 0). */
export function loyaltyStanding(pastFlights: number, tiers: readonly LoyaltyTier[]): TierStanding {
  const ordered = [...tiers].sort((a, b) => a.minPastFlights - b.minPastFlights);
  const reached = ordered.filter((tier) => tier.minPastFlights <= pastFlights);
  const tier = reached.at(-1) ?? ordered[0];
  const up = ordered.find((candidate) => candidate.minPastFlights > pastFlights);
  return { tier, next: up ? { tier: up, needed: up.minPastFlights - pastFlights } : null };
}
