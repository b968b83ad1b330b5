import { mumbaiDate } from '@/lib/time/mumbai';

type Window = { date: string; lastDate?: string };

const lastDayOf = (offer: Window) => offer.lastDate ?? offer.date;

// Live until 00:00 IST after its last day, whatever the device's time zone.
export function isLive(offer: Window, today: string): boolean {
  return lastDayOf(offer) >= today;
}

export function liveOffers<T extends Window>(offers: readonly T[], now: Date = new Date()): T[] {
  const today = mumbaiDate(now);
  return offers.filter((offer) => isLive(offer, today));
}

// The reference breaks ties, so the order never depends on the content's order.
export function bySoonest<T extends Window & { reference: string }>(a: T, b: T): number {
  return (
    a.date.localeCompare(b.date) || lastDayOf(a).localeCompare(lastDayOf(b)) || a.reference.localeCompare(b.reference)
  );
}
