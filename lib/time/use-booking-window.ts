import { lastBookingDate } from './booking-window';
import { useMumbaiToday } from './use-mumbai-today';

// Apart from useMumbaiToday, so a page that needs only today.
export function useBookingWindow(): { min?: string; max?: string } {
  const today = useMumbaiToday();
  return today === undefined ? {} : { min: today, max: lastBookingDate() };
}
