import { formatINR } from '@/lib/format';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { formatLongDate, formatPercent } from './format';
import { rangeFor } from './money';

/** The hourly band a rate usually lands in: the estimator's own spread, rounded outwards. */
export function hourlyBand(rate: number, pricing: Pricing) {
  return rangeFor(rate, pricing.estimate);
}

/**
 * The rate card as message values, so copy names a price by placeholder and never types it:
 * {light} is the light jet's rate per flight hour, {lightLow}/{lightHigh} its band,
 * {lightNightHalt} a crew night halt, {lightDomestic}/{lightInternational} a landing.
 */
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

/** Fills a message from values and fails on a placeholder it does not know, naming the file. */
export function fillStrict(template: string, values: Record<string, string>, file: string): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) throw new Error(`${file}: unknown placeholder ${match} in "${template}"`);
    return values[name];
  });
}
