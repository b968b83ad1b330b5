import { formatWindow, requestText } from '@/lib/empty-legs/format';
import { bySoonest } from '@/lib/empty-legs/live';
import type { OfferFile } from '@/lib/empty-legs/offer-files';
import { airportLabel } from '@/lib/estimate/airports';
import { estimateRoute } from '@/lib/estimate/estimate';
import { formatPercent } from '@/lib/estimate/format';
import { formatINR } from '@/lib/format';
import { whatsappHref } from '@/lib/links';
import type { Airport } from '@/lib/schemas/content/airports';
import { offerFileSchema, type EmptyLegOffer, type EmptyLegsWords } from '@/lib/schemas/content/empty-legs';
import { parseContent } from '@/lib/schemas/content/parse-content';
import type { Pricing } from '@/lib/schemas/content/pricing';

export function oneWayPrice(
  offer: Pick<EmptyLegOffer, 'from' | 'to' | 'category'>,
  list: readonly Airport[],
  rates: Pricing,
) {
  const estimate = estimateRoute(
    { from: offer.from, to: offer.to, jetType: offer.category, passengers: 1 },
    list,
    rates,
  );
  return estimate.status === 'ok' ? estimate.total : undefined;
}

export function checkedOfferSchema(list: readonly Airport[], rates: Pricing) {
  return offerFileSchema.superRefine((offer, ctx) => {
    const rate = rates.jetTypes[offer.category];
    if (offer.seats > rate.seats)
      ctx.addIssue({ code: 'custom', message: `a ${rate.label} seats at most ${rate.seats}`, path: ['seats'] });
    const estimate = oneWayPrice(offer, list, rates);
    if (estimate !== undefined && offer.price >= estimate)
      ctx.addIssue({
        code: 'custom',
        message: `must be below the estimator's one-way price for this route and category (${formatINR(estimate)})`,
        path: ['price'],
      });
  });
}

export const referenceTaken = (other: string) => `is used by another offer (${other})`;

export function checkedOffers(files: readonly OfferFile[], list: readonly Airport[], rates: Pricing): EmptyLegOffer[] {
  if (!files.length) throw new Error('Invalid content in content/empty-legs/:\n  - (folder): list at least one offer');
  const schema = checkedOfferSchema(list, rates);
  const errors: string[] = [];
  const offers: EmptyLegOffer[] = [];
  const seen = new Map<string, string>();
  for (const { file, data } of files) {
    try {
      const offer = parseContent(schema, data, file);
      const other = seen.get(offer.reference);
      if (other) errors.push(`Invalid content in ${file}:\n  - reference: ${referenceTaken(other)}`);
      seen.set(offer.reference, file);
      offers.push(offer);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (errors.length) throw new Error(errors.join('\n\n'));
  return offers;
}

function viewOf(offer: EmptyLegOffer, board: EmptyLegsWords['board'], list: readonly Airport[], rates: Pricing) {
  const airportByCode = (code: string) => list.find((airport) => airport.iata === code) as Airport;
  const from = airportByCode(offer.from);
  const to = airportByCode(offer.to);
  const route = `${airportLabel(from)} → ${airportLabel(to)}`;
  const when = formatWindow(offer);
  const categoryLabel = rates.jetTypes[offer.category].label;
  const priceText = formatINR(offer.price);
  const request = {
    greeting: board.requestGreeting,
    reference: offer.reference,
    route,
    when,
    aircraft: `${offer.aircraft} (${categoryLabel})`,
    price: priceText,
    dates: offer.lastDate ? [offer.date, offer.lastDate] : [offer.date],
    fare: offer.price,
  };
  const estimate = oneWayPrice(offer, list, rates) as number;
  const saving = estimate - offer.price;
  return {
    ...offer,
    fromAirport: from,
    toAirport: to,
    fromLabel: airportLabel(from),
    toLabel: airportLabel(to),
    route,
    when,
    categoryLabel,
    priceText,
    estimateText: formatINR(estimate),
    savingText: formatINR(saving),
    savingPercent: formatPercent(saving / estimate),
    statusLabel: board.statusLabels[offer.status],
    statusNote: board.statusNotes[offer.status],
    outcomeLabel: board.outcomeLabels[offer.ifOriginalChanges.outcome],
    request,
    requestHref: whatsappHref(requestText(request)),
  };
}

export type EmptyLegView = ReturnType<typeof viewOf>;

export function offerBoard(
  words: EmptyLegsWords,
  offers: readonly EmptyLegOffer[],
  list: readonly Airport[],
  rates: Pricing,
) {
  return { ...words, offers: [...offers].sort(bySoonest).map((offer) => viewOf(offer, words.board, list, rates)) };
}

// "Goa (Dabolim)" and "Goa (Mopa)" are both Goa: a buyer on the Mumbai to Goa page is shown a Mopa leg.
const area = (city: string) => city.replace(/ \(.*\)$/, '');

export function offersBetween<T extends Pick<EmptyLegOffer, 'from' | 'to'>>(
  offers: readonly T[],
  places: { from: Airport; to: Airport },
  list: readonly Airport[],
): T[] {
  const cityOf = (iata: string) => area(list.find((airport) => airport.iata === iata)?.city ?? iata);
  const ends = [area(places.from.city), area(places.to.city)];
  return offers.filter((offer) => {
    const [from, to] = [cityOf(offer.from), cityOf(offer.to)];
    return (from === ends[0] && to === ends[1]) || (from === ends[1] && to === ends[0]);
  });
}
