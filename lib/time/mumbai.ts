// Every "today", "now" and "past" on the site is Mumbai's, whatever the device's time zone: the
// flights leave from India, and a browser set to UTC must not accept yesterday's date at 00:30 IST.
// India has kept UTC+05:30 without daylight saving since 1945, so a fixed offset is exact and
// avoids building an Intl formatter on the page's critical path.

export const MUMBAI_TIME_ZONE = 'Asia/Kolkata';
export const MUMBAI_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields in Mumbai at the given instant (read with the getUTC* methods). */
function mumbaiClock(now: Date): Date {
  return new Date(now.getTime() + MUMBAI_OFFSET_MS);
}

/** Today's date in Mumbai as YYYY-MM-DD (the value format of an <input type="date">). */
export function mumbaiDate(now: Date = new Date()): string {
  const clock = mumbaiClock(now);
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** The time in Mumbai as HH:MM. */
export function mumbaiTime(now: Date = new Date()): string {
  const clock = mumbaiClock(now);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

export function mumbaiYear(now: Date = new Date()): number {
  return mumbaiClock(now).getUTCFullYear();
}

/** The instant of a Mumbai wall-clock date (YYYY-MM-DD) and optional time (HH:MM[:SS]), or NaN. */
export function mumbaiInstant(date: string, time = '00:00'): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time);
  if (!d || !t) return Number.NaN;
  const [year, month, day] = d.slice(1).map(Number);
  const [hours, minutes, seconds = 0] = t.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) - MUMBAI_OFFSET_MS;
}

/** True when the Mumbai date and time have already gone by. */
export function isPastInMumbai(date: string, time: string, now: Date = new Date()): boolean {
  const instant = mumbaiInstant(date, time);
  return Number.isFinite(instant) && instant < now.getTime();
}
