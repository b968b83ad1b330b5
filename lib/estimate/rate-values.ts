import { formatINR } from '@/lib/format';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { formatLongDate, formatPercent } from './format';
import { rangeFor } from './money';

export function hourlyBand(rate: number, pricing: Pricing) {
  return rangeFor(rate, pricing.estimate);
}

export function rateCardValues(pricing: Pricing): Record<string, string> {
  const values: Record<string, string> = {
    minimumHours: String(pricing.estimate.minimumBillableHoursPerDay),
    maxDayHours: String(pricing.estimate.maxBlockHoursPerDay),
    gst: formatPercent(pricing.estimate.gstRate),
    rateCardDate: formatLongDate(pricing.rateCardDate),
  };
  for (const type of JET_TYPES) {
    const rate = pricing.jetTypes[type];
    const band = hourlyBand(rate.indicativePrice, pricing);
    values[type] = formatINR(rate.indicativePrice);
    values[`${type}Low`] = formatINR(band.low);
    values[`${type}High`] = formatINR(band.high);
    values[`${type}NightHalt`] = formatINR(rate.crewNightHaltPerNight);
    values[`${type}Domestic`] = formatINR(rate.landingCharges.domestic);
    values[`${type}International`] = formatINR(rate.landingCharges.international);
  }
  return values;
}
