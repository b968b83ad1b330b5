import { airports } from '@/content/airports';
import { z } from '@/lib/schemas/zod';
import { WATCH_ROUTE_ERRORS } from './watch-route-options';

const CODES = airports.map((airport) => airport.iata) as [string, ...string[]];
// The form posts text, so each field is a string that must name one of those airports.
const airportCode = (required: string) => z.string({ message: required }).pipe(z.enum(CODES, { message: required }));

/** A route to watch for empty legs: the IATA codes of two airports the estimator knows. */
export const watchRouteSchema = z
  .object({ from: airportCode(WATCH_ROUTE_ERRORS.fromRequired), to: airportCode(WATCH_ROUTE_ERRORS.toRequired) })
  // Only two real codes can be "the same airport"; a missing one already has its own message.
  .refine((route) => route.from !== route.to || !CODES.includes(String(route.to)), {
    message: WATCH_ROUTE_ERRORS.sameAirport,
    path: ['to'],
  });

export type WatchRouteValues = z.infer<typeof watchRouteSchema>;
