import { mumbaiDate } from '@/lib/time/mumbai';

export type DatedFlight = { dates: readonly string[]; estimate: number | null };

export type LoyaltyTier = { name: string; minPastFlights: number };

export type FlightCounts = {
  upcoming: number;
  past: number;
  undated: number;
  spent: number | null;
};

// Mumbai's days whatever the device's zone; a round trip whose return is still ahead is upcoming.
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
