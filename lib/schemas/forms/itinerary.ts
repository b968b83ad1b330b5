import { z } from '@/lib/schemas/zod';
import { isPastInMumbai, mumbaiDate } from '@/lib/time/mumbai';
import { isRealDate, MAX_LEGS, MIN_LEGS, sameCity, TIME_PATTERN, TRIP_TYPES } from '@/lib/trips/rules';
import { dateField, groupShape, timeField } from './booking';
import { BOOKING_ERRORS } from './booking-options';
import { requiredText } from './fields';
import { ITINERARY_ERRORS } from './itinerary-options';

// No `abort`: an aborted field would stop the cross-leg checks from running.
const legShape = {
  departure: requiredText(BOOKING_ERRORS.departureRequired, 100),
  arrival: requiredText(BOOKING_ERRORS.arrivalRequired, 100),
  date: dateField(BOOKING_ERRORS.dateRequired),
  time: timeField(BOOKING_ERRORS.timeRequired),
};

const base = { ...legShape, ...groupShape };

type Leg = { departure: string; arrival: string; date: string; time: string };
type Ctx = { addIssue: (issue: { code: 'custom'; message: string; path: (string | number)[] }) => void };

const usable = (leg: { date?: string; time?: string }) =>
  typeof leg.date === 'string' && isRealDate(leg.date.trim()) && TIME_PATTERN.test((leg.time ?? '').trim());

function checkLeg(leg: Leg, path: (string | number)[], ctx: Ctx, timeKey = 'time') {
  if (sameCity(leg.departure, leg.arrival))
    ctx.addIssue({ code: 'custom', message: BOOKING_ERRORS.sameCity, path: [...path, 'arrival'] });
  if (usable(leg) && leg.date.trim() === mumbaiDate() && isPastInMumbai(leg.date.trim(), leg.time.trim())) {
    ctx.addIssue({ code: 'custom', message: BOOKING_ERRORS.timePast, path: [...path, timeKey] });
  }
}

function goesBackwards(previous: Pick<Leg, 'date' | 'time'>, next: Pick<Leg, 'date' | 'time'>) {
  if (!usable(previous) || !usable(next)) {
    const [a, b] = [previous.date.trim(), next.date.trim()];
    return isRealDate(a) && isRealDate(b) && b < a;
  }
  return `${next.date.trim()}T${next.time.trim()}` < `${previous.date.trim()}T${previous.time.trim()}`;
}

const legSchema = z.object(legShape);

export function checkReturn(values: { date: string; time: string; returnDate: string; returnTime: string }, ctx: Ctx) {
  const returnDate = dateField(ITINERARY_ERRORS.returnDateRequired).safeParse(values.returnDate);
  const returnTime = timeField(ITINERARY_ERRORS.returnTimeRequired).safeParse(values.returnTime);
  for (const [result, key] of [
    [returnDate, 'returnDate'],
    [returnTime, 'returnTime'],
  ] as const) {
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [key] });
  }
  const back = { date: values.returnDate, time: values.returnTime };
  if (goesBackwards(values, back))
    ctx.addIssue({ code: 'custom', message: ITINERARY_ERRORS.returnBeforeDeparture, path: ['returnDate'] });
  if (usable(back) && back.date.trim() === mumbaiDate() && isPastInMumbai(back.date.trim(), back.time.trim())) {
    ctx.addIssue({ code: 'custom', message: BOOKING_ERRORS.timePast, path: ['returnTime'] });
  }
}

function checkLegs(values: Leg & { nextLegs: Leg[] }, ctx: Ctx) {
  if (values.nextLegs.length < MIN_LEGS - 1 || values.nextLegs.length > MAX_LEGS - 1) {
    ctx.addIssue({ code: 'custom', message: ITINERARY_ERRORS.legsRange, path: ['nextLegs'] });
    return;
  }
  let previous: Leg = values;
  values.nextLegs.forEach((leg, index) => {
    const parsed = legSchema.safeParse(leg);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['nextLegs', index, ...issue.path.map(String)] });
      }
    }
    checkLeg(leg, ['nextLegs', index], ctx);
    if (goesBackwards(previous, leg)) {
      ctx.addIssue({ code: 'custom', message: ITINERARY_ERRORS.legBeforePrevious, path: ['nextLegs', index, 'date'] });
    }
    previous = leg;
  });
}

const looseLeg = z.object({ departure: z.string(), arrival: z.string(), date: z.string(), time: z.string() });

export const itinerarySchema = z
  .object({
    ...base,
    tripType: z.enum(TRIP_TYPES, { message: ITINERARY_ERRORS.tripTypeInvalid }),
    returnDate: z.string().default(''),
    returnTime: z.string().default(''),
    nextLegs: z.array(looseLeg).default([]),
  })
  .superRefine((values, ctx) => {
    checkLeg(values, [], ctx);
    if (values.tripType === 'round-trip') checkReturn(values, ctx);
    if (values.tripType === 'multi-city') checkLegs(values, ctx);
  });
