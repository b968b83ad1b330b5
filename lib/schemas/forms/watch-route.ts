import { z } from '@/lib/schemas/zod';
import { WATCH_FROM_REQUIRED, WATCH_SAME_AIRPORT, WATCH_TO_REQUIRED } from './watch-route-options';

const airportCode = (required: string) =>
  z
    .string({ message: required })
    .min(1, required)
    .regex(/^[A-Z]{3}$/, required);

/** A route to watch for empty legs: two IATA codes. The stored watchlist holds the same shape. */
export const watchRouteSchema = z
  .object({ from: airportCode(WATCH_FROM_REQUIRED), to: airportCode(WATCH_TO_REQUIRED) })
  .refine((route) => route.from !== route.to, { message: WATCH_SAME_AIRPORT, path: ['to'] });

export type WatchRouteValues = z.infer<typeof watchRouteSchema>;
