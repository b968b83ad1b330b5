import { airports } from '@/content/airports';
import { z } from '@/lib/schemas/zod';
import { WATCH_ROUTE_ERRORS } from './watch-route-options';

const CODES = airports.map((airport) => airport.iata) as [string, ...string[]];
const airportCode = (required: string) => z.string({ message: required }).pipe(z.enum(CODES, { message: required }));

export const watchRouteSchema = z
  .object({ from: airportCode(WATCH_ROUTE_ERRORS.fromRequired), to: airportCode(WATCH_ROUTE_ERRORS.toRequired) })
  .refine((route) => route.from !== route.to || !CODES.includes(String(route.to)), {
    message: WATCH_ROUTE_ERRORS.sameAirport,
    path: ['to'],
  });

export type WatchRouteValues = z.infer<typeof watchRouteSchema>;
