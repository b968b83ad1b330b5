import { useSyncExternalStore } from 'react';
import { mumbaiDate } from './mumbai-date';

// The HTML is built days earlier, so only the browser knows today; hydration uses `serverValue`.
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

export function useMumbaiToday(serverValue: string): string;
export function useMumbaiToday(serverValue?: undefined): string | undefined;
export function useMumbaiToday(serverValue?: string): string | undefined {
  return useSyncExternalStore<string | undefined>(
    subscribe,
    () => mumbaiDate(),
    () => serverValue,
  );
}
