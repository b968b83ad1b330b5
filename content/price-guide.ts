import data from '@/content/data/price-guide.json';
import type { PriceGuideContent } from '@/lib/schemas/content/price-guide';

// The price guide at /private-jet-charter-cost/, in content/data/price-guide.json (edited at
// /admin/, "Page words"). Every figure is a placeholder filled from the rate card
// (content/pricing.ts) or worked out by the estimator, so a price is written once:
// {light} {midsize} {heavy} {helicopter}: the rate per flight hour; {lightLow}/{lightHigh} etc.: the
// hourly band; {lightNightHalt}, {lightDomestic}, {lightInternational} etc.: a night halt and a
// landing; {minimumHours}, {maxDayHours}, {gst}, {rateCardDate}. The build fails on an unknown one.
// The lists under "included" and "extras" are content/inclusions.ts's; homeSample is the trip the
// home page's cost answer names, priced by the estimator.
export const priceGuide = data as PriceGuideContent;
