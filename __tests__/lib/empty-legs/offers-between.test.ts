import { content } from '@/lib/content';
import { offersBetween } from '@/lib/empty-legs/offers';

const { airports, emptyLegs } = content;
const at = (iata: string) => airports.find((airport) => airport.iata === iata)!;

describe('the empty legs a route page lists', () => {
  it('are the board’s offers between the two cities, either way: Mumbai to Goa lists the Mopa leg the home page shows', () => {
    const goa = offersBetween(emptyLegs.offers, { from: at('BOM'), to: at('GOI') }, airports);
    expect(goa.map((offer) => `${offer.from}-${offer.to}`)).toEqual(['BOM-GOX']);
    expect(offersBetween(emptyLegs.offers, { from: at('GOX'), to: at('BOM') }, airports)).toEqual(goa);
  });

  it('leave out offers to other cities', () => {
    const pune = offersBetween(emptyLegs.offers, { from: at('BOM'), to: at('PNQ') }, airports);
    expect(pune.every((offer) => [offer.from, offer.to].every((iata) => ['BOM', 'PNQ'].includes(iata)))).toBe(true);
  });
});
