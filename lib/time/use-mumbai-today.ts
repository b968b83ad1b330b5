import { useSyncExternalStore } from 'react';
import { lastBookingDate } from './booking-window';
import { mumbaiDate } from './mumbai';

// The exported HTML is built days before it is read, so "today" is only known in the browser:
// the server's render (and hydration) use `serverValue`, and React re-renders at once with the
// visitor's day. Checked once a minute and when the tab comes back, so a page left open past
// midnight in Mumbai moves on by itself (drops the day's last empty legs, marks an audit that
// lapsed at the month's end).
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** Today's date in Mumbai (YYYY-MM-DD) where the page runs; `serverValue` before that. */
export function useMumbaiToday(serverValue: string): string;
export function useMumbaiToday(serverValue?: undefined): string | undefined;
export function useMumbaiToday(serverValue?: string): string | undefined {
  return useSyncExternalStore<string | undefined>(
    subscribe,
    () => mumbaiDate(),
    () => serverValue,
  );
}

/** The dates a booking may take, for a date field's `min` and `max`; unset in the server's HTML. */
export function useBookingWindow(): { min?: string; max?: string } {
  const today = useMumbaiToday();
  return today === undefined ? {} : { min: today, max: lastBookingDate() };
}
