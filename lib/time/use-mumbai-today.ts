import { useSyncExternalStore } from 'react';
import { mumbaiDate } from '@/lib/time/mumbai';

// Checked once a minute, so a page left open past midnight in Mumbai moves to the new day (drops the
// day's last empty legs, marks an audit that lapsed at the month's end).
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Today's date in Mumbai where the page runs. The exported HTML was rendered for `builtOn`, so
 * hydration uses that and React re-renders at once with the viewer's date.
 */
export function useMumbaiToday(builtOn: string): string {
  return useSyncExternalStore(
    subscribe,
    () => mumbaiDate(),
    () => builtOn,
  );
}
