import { BOOKING_WINDOW_MONTHS, isRealDate } from '@/lib/trips/rules';
import { mumbaiDate } from './mumbai';

// A date past the window is a typo or a tampered link, never a flight we can plan.

export const MAX_PRICED_STOPOVER_NIGHTS = BOOKING_WINDOW_MONTHS * 31;

const pad = (n: number) => String(n).padStart(2, '0');

export function lastBookingDate(now: Date = new Date()): string {
  const [year, month, day] = mumbaiDate(now).split('-').map(Number);
  const months = month - 1 + BOOKING_WINDOW_MONTHS;
  const targetYear = year + Math.floor(months / 12);
  const targetMonth = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

export function isBeyondBookingWindow(date: string, now: Date = new Date()): boolean {
  return isRealDate(date) && date > lastBookingDate(now);
}
