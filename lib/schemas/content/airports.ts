import { ownNames, sharedName } from '@/lib/estimate/airports';
import { z } from '@/lib/schemas/zod';

const airportSchema = z.object({
  iata: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code'),
  icao: z.string().regex(/^[A-Z]{4}$/, 'must be a four-letter ICAO code'),
  city: z.string().trim().min(1),
  name: z.string().trim().min(1),
  country: z.string().trim().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO country code'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  aliases: z.array(z.string().trim().min(1)).optional(),
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
    const owner = new Map<string, string>();
    airports.forEach((airport, index) => {
      for (const name of ownNames(airport)) {
        const other = owner.get(name);
        if (other && other !== airport.iata)
          ctx.addIssue({ code: 'custom', message: `"${name}" names both ${other} and ${airport.iata}`, path: [index] });
        owner.set(name, airport.iata);
      }
    });
    airports.forEach((airport, index) => {
      const first = airports.find((other) => sharedName(other) === sharedName(airport));
      const other = owner.get(sharedName(airport));
      if (first === airport && other && other !== airport.iata)
        ctx.addIssue({
          code: 'custom',
          message: `"${sharedName(airport)}" names both ${other} and ${airport.iata}`,
          path: [index, 'city'],
        });
    });
  });

export type AirportsContent = z.input<typeof airportsSchema>;
export type Airport = z.output<typeof airportSchema>;
