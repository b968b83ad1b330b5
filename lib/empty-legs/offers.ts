import { formatWindow, requestText } from '@/lib/empty-legs/format';
import { bySoonest } from '@/lib/empty-legs/live';
import { airportLabel } from '@/lib/estimate/airports';
import { estimateRoute } from '@/lib/estimate/estimate';
import { formatPercent } from '@/lib/estimate/format';
import { formatINR } from '@/lib/format';
import { whatsappHref } from '@/lib/links';
import type { Airport } from '@/lib/schemas/content/airports';
import { emptyLegsSchema, type EmptyLegOffer, type EmptyLegsData } from '@/lib/schemas/content/empty-legs';
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

export function checkedEmptyLegsSchema(list: readonly Airport[], rates: Pricing) {
  return emptyLegsSchema.superRefine((content, ctx) => {
    content.offers.forEach((offer, index) => {
      const rate = rates.jetTypes[offer.category];
      if (offer.seats > rate.seats)
        ctx.addIssue({
          code: 'custom',
          message: `a ${rate.label} seats at most ${rate.seats}`,
          path: ['offers', index, 'seats'],
        });
      const estimate = oneWayPrice(offer, list, rates);
      if (estimate !== undefined && offer.price >= estimate)
        ctx.addIssue({
          code: 'custom',
          message: `must be below the estimator's one-way price for this route and category (${formatINR(estimate)})`,
          path: ['offers', index, 'price'],
        });
    });
  });
}

function viewOf(offer: EmptyLegOffer, board: EmptyLegsData['board'], list: readonly Airport[], rates: Pricing) {
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

export function offerBoard(parsed: EmptyLegsData, list: readonly Airport[], rates: Pricing) {
  return {
    ...parsed,
    offers: [...parsed.offers].sort(bySoonest).map((offer) => viewOf(offer, parsed.board, list, rates)),
  };
}

// "Goa (Dabolim)" and "Goa (Mopa)" are both Goa: a buyer on the Mumbai to Goa page is shown a Mopa leg.
const area = (city: string) => city.replace(/ \(.*\)$/, '');

/** The board's offers between two places, either way, by city, as the home page lists them (soonest first). */
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
