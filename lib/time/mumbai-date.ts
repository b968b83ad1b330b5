// Mumbai's clock, not the device's: a browser set to UTC must not accept yesterday at 00:30 IST.

export const MUMBAI_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const pad = (n: number) => String(n).padStart(2, '0');

export function mumbaiClock(now: Date): Date {
  return new Date(now.getTime() + MUMBAI_OFFSET_MS);
}

export function mumbaiDate(now: Date = new Date()): string {
  return mumbaiClock(now).toISOString().slice(0, 10);
}
