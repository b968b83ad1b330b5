import { capabilities } from '@/content/capabilities';
import rateCardFile from '@/content/data/pricing.json';
import { excluded } from '@/content/exclusions';
import { fleet } from '@/content/fleet';
import { categoryFigures } from '@/lib/estimate/performance';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { PricingContent, RateCard } from '@/lib/schemas/content/pricing';

// The booking page's published rate card and the route estimator's figures. Rupees. The rates, fees
// and the estimator's figures are data, edited at /admin/ (content/data/pricing.json, checked by
// rateCardSchema); the labels and the assumptions' words stay here. Seats, range and cruise speed
// are worked out from the category's aircraft in the fleet, never typed. indicativePrice is the
// rate card shown on /book; the route estimate charges it per flying hour.
export const rateCard = rateCardFile as RateCard;

const figuresOf = (jetType: JetType) =>
  categoryFigures(fleet.categories.find((category) => category.jetType === jetType)?.aircraft ?? []);

export const pricing = {
  currency: 'INR',
  reservePercent: capabilities.reservePercent,
  rateCardDate: rateCard.rateCardDate,
  jetTypes: {
    light: {
      label: 'Light Jet',
      ...capabilities.jetTypes.light,
      ...figuresOf('light'),
      ...rateCard.jetTypes.light,
    },
    midsize: {
      label: 'Midsize Jet',
      ...capabilities.jetTypes.midsize,
      ...figuresOf('midsize'),
      ...rateCard.jetTypes.midsize,
    },
    heavy: {
      label: 'Heavy Jet',
      ...capabilities.jetTypes.heavy,
      ...figuresOf('heavy'),
      ...rateCard.jetTypes.heavy,
    },
    helicopter: {
      label: 'Helicopter',
      ...capabilities.jetTypes.helicopter,
      ...figuresOf('helicopter'),
      ...rateCard.jetTypes.helicopter,
    },
  },
  estimate: {
    baseAirport: 'BOM',
    ...rateCard.estimate,
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
