// Mumbai's clock, not the device's: a browser set to UTC must not accept yesterday at 00:30 IST.
// India has no daylight saving, so a fixed offset is exact and needs no Intl formatter.

export const MUMBAI_TIME_ZONE = 'Asia/Kolkata';
export const MUMBAI_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

// A shifted Date: its getUTC* fields read Mumbai's wall clock.
function mumbaiClock(now: Date): Date {
  return new Date(now.getTime() + MUMBAI_OFFSET_MS);
}

export function mumbaiDate(now: Date = new Date()): string {
  const clock = mumbaiClock(now);
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

export function mumbaiTime(now: Date = new Date()): string {
  const clock = mumbaiClock(now);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

export function mumbaiYear(now: Date = new Date()): number {
  return mumbaiClock(now).getUTCFullYear();
}

export function mumbaiInstant(date: string, time = '00:00'): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time);
  if (!d || !t) return Number.NaN;
  const [year, month, day] = d.slice(1).map(Number);
  const [hours, minutes, seconds = 0] = t.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) - MUMBAI_OFFSET_MS;
}

export function isPastInMumbai(date: string, time: string, now: Date = new Date()): boolean {
  const instant = mumbaiInstant(date, time);
  return Number.isFinite(instant) && instant < now.getTime();
}
