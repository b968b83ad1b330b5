import type { CapabilitiesContent } from '@/lib/schemas/content/capabilities';

// Our own choices per category. Seats, range and cruise speed are each aircraft's, in
// content/fleet.ts; content/pricing.ts works out a category's from its aircraft. Every hop is
// planned on the range less the reserve, and we plan no fuel stops.
export const capabilities = {
  reservePercent: 10,
  jetTypes: {
    light: { minPassengers: 4 },
    midsize: { minPassengers: 6 },
    heavy: { minPassengers: 10 },
    helicopter: { minPassengers: 2 },
  },
} satisfies CapabilitiesContent;
