import { z } from '@/lib/schemas/zod';

const airportSchema = z.object({
  iata: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code'),
  icao: z.string().regex(/^[A-Z]{4}$/, 'must be a four-letter ICAO code'),
  city: z.string().trim().min(1),
  name: z.string().trim().min(1),
  country: z.string().trim().min(1),
  // Decides whether a landing is domestic (IN) or international.
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO country code'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const airportsSchema = z
  .array(airportSchema)
  .min(50)
  .superRefine((airports, ctx) => {
    const seen = new Set<string>();
    airports.forEach((airport, index) => {
      if (seen.has(airport.iata)) {
        ctx.addIssue({ code: 'custom', message: `duplicate IATA code ${airport.iata}`, path: [index, 'iata'] });
      }
      seen.add(airport.iata);
    });
  });

export type AirportsContent = z.input<typeof airportsSchema>;
export type Airport = z.output<typeof airportSchema>;
