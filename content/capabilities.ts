import type { CapabilitiesContent } from '@/lib/schemas/content/capabilities';

// What each category can do, read by /book, the estimate, Compare, /fleet and the services' copy.
// seats is the largest aircraft of the category in content/fleet.ts and rangeNm its shortest range
// (the build fails if they drift apart). Every fuel stop is planned on the range less the reserve.
export const capabilities = {
  reservePercent: 10,
  jetTypes: {
    light: { minPassengers: 4, seats: 7, rangeNm: 2_010, maxFuelStops: 2 },
    midsize: { minPassengers: 6, seats: 9, rangeNm: 3_200, maxFuelStops: 2 },
    heavy: { minPassengers: 10, seats: 14, rangeNm: 6_450, maxFuelStops: 2 },
    helicopter: { minPassengers: 2, seats: 6, rangeNm: 370, maxFuelStops: 1 },
  },
} satisfies CapabilitiesContent;
