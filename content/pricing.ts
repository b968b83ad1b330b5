import { capabilities } from '@/content/capabilities';
import { excluded } from '@/content/exclusions';
import { fleet } from '@/content/fleet';
import { categoryFigures } from '@/lib/estimate/performance';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { PricingContent } from '@/lib/schemas/content/pricing';

// The booking page's published rate card and the route estimator's figures. Rupees.
// Seats, range and cruise speed are worked out from the category's aircraft in content/fleet.ts,
// never typed here. indicativePrice is the rate card shown on /book; the route estimate charges it
// per flying hour.
const figuresOf = (jetType: JetType) =>
  categoryFigures(fleet.categories.find((category) => category.jetType === jetType)?.aircraft ?? []);

export const pricing = {
  currency: 'INR',
  reservePercent: capabilities.reservePercent,
  rateCardDate: '2026-11-01',
  jetTypes: {
    light: {
      label: 'Light Jet',
      ...capabilities.jetTypes.light,
      ...figuresOf('light'),
      indicativePrice: 250_000,
      taxiClimbDescentMinutes: 30,
      landingCharges: { domestic: 40_000, international: 1_20_000 },
      crewNightHaltPerNight: 45_000,
    },
    midsize: {
      label: 'Midsize Jet',
      ...capabilities.jetTypes.midsize,
      ...figuresOf('midsize'),
      indicativePrice: 450_000,
      taxiClimbDescentMinutes: 30,
      landingCharges: { domestic: 60_000, international: 1_80_000 },
      crewNightHaltPerNight: 60_000,
    },
    heavy: {
      label: 'Heavy Jet',
      ...capabilities.jetTypes.heavy,
      ...figuresOf('heavy'),
      indicativePrice: 850_000,
      taxiClimbDescentMinutes: 30,
      landingCharges: { domestic: 90_000, international: 3_00_000 },
      crewNightHaltPerNight: 90_000,
    },
    helicopter: {
      label: 'Helicopter',
      ...capabilities.jetTypes.helicopter,
      ...figuresOf('helicopter'),
      indicativePrice: 150_000,
      taxiClimbDescentMinutes: 15,
      landingCharges: { domestic: 20_000, international: 60_000 },
      crewNightHaltPerNight: 30_000,
    },
  },
  estimate: {
    baseAirport: 'BOM',
    minimumBillableHoursPerDay: 2,
    maxBlockHoursPerDay: 10,
    gstRate: 0.18,
    rangeSpread: { low: -0.08, high: 0.12 },
    roundTo: 1_000,
    assumptions: [
      'One-way trip on the date you choose, flown by an aircraft based in Mumbai.',
      'The aircraft flies out from Mumbai to your departure airport and back to Mumbai after your flight; both positioning legs are charged at the same hourly rate.',
      'Flight time is the great-circle distance at typical cruise speed, plus a fixed allowance per leg for taxi, climb and descent.',
      'At least 2 flying hours are billed per flying day.',
      'Airport, parking and handling charges are averaged per landing; international landings cost more.',
      'GST is added as applicable to charter services at the time of booking.',
      'Winds, routing, air-traffic restrictions and slot times move the final figure within the range shown.',
    ],
    // What no estimate includes, for one way and itineraries alike: the one list in content/exclusions.ts.
    exclusions: excluded.map((item) => item.text),
    itineraryAssumptions: [
      'Every leg on the date and at the time you choose, flown by one aircraft based in Mumbai.',
      'The aircraft flies out from Mumbai to your first departure, and home to Mumbai after your last leg unless the trip ends there.',
      'Between legs the aircraft either waits with its crew (a night halt for every night away from base) or flies home to Mumbai and back, whichever costs less.',
      'Flight time is the great-circle distance at typical cruise speed, plus a fixed allowance per leg for taxi, climb and descent.',
      'At least 2 flying hours are billed per flying day.',
      'Airport, parking and handling charges are averaged per landing; international landings cost more.',
      'GST is added as applicable to charter services at the time of booking.',
      'Winds, routing, air-traffic restrictions and slot times move the final figure within the range shown.',
    ],
  },
} satisfies PricingContent;
