import { absoluteUrl } from '@/lib/metadata';
import { ORGANIZATION_ID } from './structured-data';

type OfferInput = {
  reference: string;
  route: string;
  date: string;
  lastDate?: string;
  price: number;
  aircraft: string;
  from: { iata: string; name: string };
  to: { iata: string; name: string };
};

const airport = (place: OfferInput['from']) => ({ '@type': 'Airport', iataCode: place.iata, name: place.name });

export function emptyLegList(offers: OfferInput[], path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: absoluteUrl(path),
    itemListElement: offers.map((offer, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Offer',
        sku: offer.reference,
        name: `Empty leg ${offer.route}, ${offer.aircraft}`,
        price: offer.price,
        priceCurrency: 'INR',
        availability: 'https://schema.org/LimitedAvailability',
        validThrough: offer.lastDate ?? offer.date,
        url: absoluteUrl(path),
        seller: { '@id': ORGANIZATION_ID },
        itemOffered: {
          '@type': 'Flight',
          departureAirport: airport(offer.from),
          arrivalAirport: airport(offer.to),
          departureTime: offer.date,
          provider: { '@id': ORGANIZATION_ID },
        },
      },
    })),
  };
}
