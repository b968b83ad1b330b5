// Mumbai's clock, not the device's: a browser set to UTC must not accept yesterday at 00:30 IST.
// India has no daylight saving, so a fixed offset is exact and needs no Intl formatter.
// Today's date alone, apart from the rest of ./mumbai, so a page that only needs today (the fleet's
// safety cards) does not ship the booking forms' time and instant helpers.

export const MUMBAI_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const pad = (n: number) => String(n).padStart(2, '0');

// A shifted Date: its getUTC* fields read Mumbai's wall clock.
export function mumbaiClock(now: Date): Date {
  return new Date(now.getTime() + MUMBAI_OFFSET_MS);
}

// The shifted clock's ISO date is Mumbai's YYYY-MM-DD.
export function mumbaiDate(now: Date = new Date()): string {
  return mumbaiClock(now).toISOString().slice(0, 10);
}
