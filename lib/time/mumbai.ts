import { MUMBAI_OFFSET_MS, mumbaiClock, pad } from './mumbai-date';

export { MUMBAI_OFFSET_MS, mumbaiDate } from './mumbai-date';

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
