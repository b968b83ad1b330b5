import { sentStatusText } from '@/lib/account/sent-status';

const SENT_STATUSES = [
  'received',
  'kept',
  'refused',
  'whatsapp',
  'email',
  'cancelled',
  'returned',
  'recorded',
] as const;

// What an account's list says of each request: how far it went, and no further.
const at = '2026-11-26T20:30:00Z'; // 27 November in Mumbai
const text = (status: (typeof SENT_STATUSES)[number], reason?: string) =>
  sentStatusText({ status, reason, sentAt: at });

describe('the status an account’s request list shows', () => {
  it('words each status with the day in Mumbai', () => {
    expect(text('received')).toBe('Received 27 November 2026');
    expect(text('kept')).toBe('Kept in this browser to send, since 27 November 2026');
    expect(text('whatsapp')).toBe('Handed to WhatsApp 27 November 2026');
    expect(text('email')).toBe('Handed to e-mail 27 November 2026');
    expect(text('recorded')).toBe('Asked for 27 November 2026');
    expect(text('cancelled')).toMatch(/^Cancelled \(asked for 27 November 2026\): /);
  });

  it('a refused request says so with the endpoint’s reason and what to do, never Kept or Received', () => {
    const refused = text('refused', 'Offer withdrawn (HTTP 400 Bad Request)');
    expect(refused).toContain('Refused by our desk’s system');
    expect(refused).toContain(': Offer withdrawn (HTTP 400 Bad Request).');
    expect(refused).toContain('send it by WhatsApp or e-mail instead, or remove it');
    expect(refused).not.toMatch(/\b(kept|received|sent)\b/i);
  });

  it('every status has its own words', () => {
    const all = SENT_STATUSES.map((status) => text(status, 'why'));
    expect(new Set(all).size).toBe(SENT_STATUSES.length);
  });
});
