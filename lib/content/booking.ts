import { booking } from '@/content/booking';
import { bookingContentSchema } from '@/lib/schemas/content/booking';
import { parseContent } from './parse';

export const bookingContent = parseContent(bookingContentSchema, booking, 'content/booking.ts');
