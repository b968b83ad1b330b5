import { BOOKING_WINDOW_MONTHS, isRealDate } from '@/lib/schemas/forms/booking-options';
import { mumbaiDate } from './mumbai';

// The dates we take bookings for: from today in Mumbai to 18 months ahead. A date beyond that is a
// typo (3026 for 2026) or a tampered link, never a flight we can plan, and every date the planner,
// a shared link or a saved trip carries is held to it before anything is computed from it.

export { BOOKING_WINDOW_MONTHS };

/** The longest wait between two legs the estimator prices; a longer one is priced by hand. */
export const MAX_PRICED_STOPOVER_NIGHTS = BOOKING_WINDOW_MONTHS * 31;

const pad = (n: number) => String(n).padStart(2, '0');

/** The last bookable date (YYYY-MM-DD): today in Mumbai plus 18 months, on the month's last day if shorter. */
export function lastBookingDate(now: Date = new Date()): string {
  const [year, month, day] = mumbaiDate(now).split('-').map(Number);
  const months = month - 1 + BOOKING_WINDOW_MONTHS;
  const targetYear = year + Math.floor(months / 12);
  const targetMonth = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** True for a real date later than the last bookable one. */
export function isBeyondBookingWindow(date: string, now: Date = new Date()): boolean {
  return isRealDate(date) && date > lastBookingDate(now);
}
