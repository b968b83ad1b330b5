import data from '@/content/data/booking.json';
import type { BookingContent } from '@/lib/schemas/content/booking';

// Copy for /book: the form's framing, the consultant card and the reasons to fly with us, in
// content/data/booking.json (edited at /admin/, "Planning pages"). A company figure is a
// placeholder such as {flights}, filled from content/data/stats.json.
export const booking = data as BookingContent;
