import { content } from '@/lib/content';
import { airportLabel, findAirport, searchAirports } from '@/lib/estimate/airports';

const { airports } = content;

const codes = (list: { iata: string }[]) => list.map((airport) => airport.iata);

describe('findAirport', () => {
  it.each([
    ['Mumbai (BOM)', 'BOM'],
    ['  mumbai  (bom) ', 'BOM'],
    ['bom', 'BOM'],
    ['VABB', 'BOM'],
    ['Heathrow Airport', 'LHR'],
    ['Male', 'MLE'],
    ['ZURICH', 'ZRH'],
    ['London', 'LHR'],
    ['goa', 'GOI'],
    ['Paris', 'LBG'],
  ])('finds %j', (text, iata) => {
    expect(findAirport(text, airports)?.iata).toBe(iata);
  });

  // What travellers type for a place: its bare city, the names Indians still use, the site's own
  // label written with one of them, a country or islands, in any case and spacing.
  it.each([
    ['Delhi', 'DEL'],
    ['delhi ', 'DEL'],
    ['DELHI', 'DEL'],
    ['Delhi (DEL)', 'DEL'],
    ['delhi(del)', 'DEL'],
    ['New Delhi', 'DEL'],
    ['Gurgaon', 'DEL'],
    ['Noida', 'DEL'],
    ['Bombay', 'BOM'],
    ['Bombay (BOM)', 'BOM'],
    ['Bangalore', 'BLR'],
    ['Calcutta', 'CCU'],
    ['Madras', 'MAA'],
    ['Cochin', 'COK'],
    ['Trivandrum', 'TRV'],
    ['Poona', 'PNQ'],
    ['Baroda', 'BDQ'],
    ['Mangalore', 'IXE'],
    ['Vizag', 'VTZ'],
    ['Benares', 'VNS'],
    ['Maldives', 'MLE'],
    ['  maldives', 'MLE'],
    ['Malé (MLE)', 'MLE'],
    ['Mopa', 'GOX'],
    ['Goa (GOX)', 'GOX'],
    ['Goa', 'GOI'],
  ])('takes %j as the one place it names', (text, iata) => {
    expect(findAirport(text, airports)?.iata).toBe(iata);
  });

  it('does not take a label whose name belongs to another airport', () => {
    expect(findAirport('Bombay (DEL)', airports)).toBeUndefined();
  });

  it('leaves free text unmatched', () => {
    expect(findAirport('Lonavala helipad', airports)).toBeUndefined();
    expect(findAirport('', airports)).toBeUndefined();
  });

  it('round-trips every label', () => {
    for (const airport of airports) expect(findAirport(airportLabel(airport), airports)).toBe(airport);
  });
});

describe('searchAirports', () => {
  it('suggests the place a typed name means first', () => {
    for (const [text, iata] of [
      ['Bombay', 'BOM'],
      ['Delhi', 'DEL'],
      ['Bangal', 'BLR'],
      ['Madr', 'MAA'],
      ['Maldives', 'MLE'],
      ['Gurgaon', 'DEL'],
    ])
      expect(codes(searchAirports(text, airports))[0]).toBe(iata);
  });

  it('puts an exact code first', () => {
    expect(codes(searchAirports('goi', airports))[0]).toBe('GOI');
    expect(codes(searchAirports('LBG', airports))).toEqual(['LBG']);
  });

  it('finds every airport of a city, by city prefix', () => {
    expect(codes(searchAirports('lond', airports))).toEqual(['LHR', 'LTN', 'FAB', 'LCY']);
    expect(codes(searchAirports('goa', airports))).toEqual(expect.arrayContaining(['GOI', 'GOX']));
  });

  it('matches airport names and ignores accents', () => {
    expect(codes(searchAirports('kempegowda', airports))).toEqual(['BLR']);
    expect(codes(searchAirports('cote d', airports))).toEqual(['NCE']);
  });

  it('limits the list and returns nothing for nonsense', () => {
    expect(searchAirports('a', airports)).toHaveLength(8);
    expect(searchAirports('zzqx', airports)).toEqual([]);
  });
});
