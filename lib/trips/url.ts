import { isJetType } from '@/lib/schemas/content/jet-types';
import { isBeyondBookingWindow } from '@/lib/time/booking-window';
import { emptyLeg, type LegInput, type PlannerInput } from './planner-input';
import { isRealDate, isTripType, MAX_LEGS, MAX_PASSENGERS, MIN_LEGS, MIN_PASSENGERS, TIME_PATTERN } from './rules';

const MAX_TEXT = 100;
const AIRCRAFT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const aircraftSlug = (value: string | null | undefined) =>
  value && value.length <= 40 && AIRCRAFT_SLUG.test(value) ? value : undefined;
const LEG_KEYS = { departure: 'from', arrival: 'to', date: 'date', time: 'time' } as const;

const text = (value: string | null) => (value !== null && value.length <= MAX_TEXT ? value : undefined);
type DateCheck = { now: Date; dropped: number };
const date = (value: string | null, check: DateCheck) => {
  if (value === null || !isRealDate(value)) return undefined;
  if (!isBeyondBookingWindow(value, check.now)) return value;
  check.dropped += 1;
  return undefined;
};
const time = (value: string | null) => (value !== null && TIME_PATTERN.test(value) ? value.slice(0, 5) : undefined);

function passengers(value: string | null): number | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const count = Number(value);
  return count >= MIN_PASSENGERS && count <= MAX_PASSENGERS ? count : undefined;
}

function readLeg(params: URLSearchParams, suffix: string, check: DateCheck): Partial<LegInput> {
  const leg: Partial<LegInput> = {};
  const departure = text(params.get(`from${suffix}`));
  const arrival = text(params.get(`to${suffix}`));
  const day = date(params.get(`date${suffix}`), check);
  const hour = time(params.get(`time${suffix}`));
  if (departure !== undefined) leg.departure = departure;
  if (arrival !== undefined) leg.arrival = arrival;
  if (day !== undefined) leg.date = day;
  if (hour !== undefined) leg.time = hour;
  return leg;
}

export type PlannerAddress = { values: Partial<PlannerInput>; droppedDates: number; legsCut: boolean };

export function readPlannerAddress(search: string, now: Date = new Date()): PlannerAddress {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { values: {}, droppedDates: 0, legsCut: false };
  }
  const check: DateCheck = { now, dropped: 0 };
  const values: Partial<PlannerInput> = { ...readLeg(params, '', check) };
  const trip = params.get('trip');
  if (isTripType(trip)) values.tripType = trip;
  const pax = passengers(params.get('pax'));
  if (pax !== undefined) values.passengers = pax;
  const jet = params.get('jet');
  if (isJetType(jet)) values.jetType = jet;
  const aircraft = aircraftSlug(params.get('aircraft'));
  if (aircraft !== undefined) values.aircraft = aircraft;
  const returnDate = date(params.get('rdate'), check);
  const returnTime = time(params.get('rtime'));
  if (returnDate !== undefined) values.returnDate = returnDate;
  if (returnTime !== undefined) values.returnTime = returnTime;

  const nextLegs: LegInput[] = [];
  for (let number = 2; number <= MAX_LEGS; number += 1) {
    const leg = readLeg(params, String(number), check);
    if (Object.keys(leg).length === 0) break;
    nextLegs.push({ ...emptyLeg(), ...leg });
  }
  if (nextLegs.length > 0) values.nextLegs = nextLegs;
  else if (values.tripType === 'multi-city')
    values.nextLegs = Array.from({ length: MIN_LEGS - 1 }, () => emptyLeg(values.arrival ?? ''));
  const legsCut = nextLegs.length === MAX_LEGS - 1 && params.has(`from${MAX_LEGS + 1}`);
  return { values, droppedDates: check.dropped, legsCut };
}

export function plannerToSearch(values: Partial<PlannerInput>): string {
  const params = new URLSearchParams();
  const tripType = values.tripType ?? 'one-way';
  if (tripType !== 'one-way') params.set('trip', tripType);
  const setLeg = (leg: Partial<LegInput>, suffix: string) => {
    for (const [field, key] of Object.entries(LEG_KEYS) as [keyof LegInput, string][]) {
      const value = leg[field];
      if (typeof value === 'string' && value !== '' && value.length <= MAX_TEXT) params.set(`${key}${suffix}`, value);
    }
  };
  setLeg(values, '');
  if (tripType === 'round-trip') {
    if (values.returnDate) params.set('rdate', values.returnDate);
    if (values.returnTime) params.set('rtime', values.returnTime);
  }
  if (tripType === 'multi-city') {
    (values.nextLegs ?? []).slice(0, MAX_LEGS - 1).forEach((leg, index) => {
      const suffix = String(index + 2);
      setLeg(leg, suffix);
      // An empty later leg still counts, so the address keeps the number of legs.
      if (!leg.departure && !leg.arrival && !leg.date && !leg.time) params.set(`from${suffix}`, '');
    });
  }
  if (values.passengers !== undefined && String(values.passengers) !== '1')
    params.set('pax', String(values.passengers));
  if (values.jetType && values.jetType !== 'light') params.set('jet', values.jetType);
  const aircraft = aircraftSlug(values.aircraft);
  if (aircraft) params.set('aircraft', aircraft);
  const query = params.toString();
  return query ? `?${query}` : '';
}
