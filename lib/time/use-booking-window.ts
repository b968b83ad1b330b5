import { lastBookingDate } from './booking-window';
import { useMumbaiToday } from './use-mumbai-today';

// Apart from useMumbaiToday, so a page that needs only today (the fleet's safety cards) does not
// carry the booking window and the booking form's options module it reads.
export function useBookingWindow(): { min?: string; max?: string } {
  const today = useMumbaiToday();
  return today === undefined ? {} : { min: today, max: lastBookingDate() };
}
