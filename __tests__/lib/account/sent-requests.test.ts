import { accountExport } from '@/lib/account/account-export';
import {
  forgetSent,
  isFlight,
  listedRegistrations,
  markReceived,
  markSentCancelled,
  markSentRefused,
  parseSent,
  recordOf,
  recordSent,
  SENT_KEY,
  sentRequestsOf,
} from '@/lib/account/sent-requests';
import { createRequest } from '@/lib/requests/build';
import { markDelivered, markRefused } from '@/lib/requests/delivered';
import type { RequestContent } from '@/lib/requests/model';
import { LIST_AIRCRAFT_ERRORS, listAircraftSchemaFor } from '@/lib/schemas/forms/list-aircraft';

const MAX_SENT_PER_ACCOUNT = 100;
const SENT_VERSION = 8;

const NOW = new Date('2026-11-26T09:30:00Z');
const booking = (reference: string, dates: string[], estimate: number | null = 1_200_000) => ({
  ...createRequest(
    {
      kind: 'booking',
      heading: 'Hello',
      fields: [{ label: 'Departure', value: 'Mumbai (BOM)' }],
      notes: [],
      details: {
        tripType: dates.length > 1 ? 'round-trip' : 'one-way',
        legs: dates.map((date) => ({ departure: 'Mumbai (BOM)', arrival: 'Goa (GOI)', date, time: '10:00' })),
        passengers: 4,
        jetType: 'light',
        aircraft: null,
        estimate,
        route: 'Mumbai → Goa (Dabolim)',
      },
      contact: { name: 'Priya Shah', phone: '98200 07777' },
    },
    { page: '/book/', now: NOW, quote: 'VJ-QQQQQQ' },
  ),
  reference,
});
const other = (kind: RequestContent['kind']) =>
  createRequest({ kind, heading: 'Hi', fields: [], notes: [], details: {} }, { page: '/contact/', now: NOW });

beforeEach(() => localStorage.clear());

describe('what a request says of its flight', () => {
  it('a booking: each leg’s date and its estimate', () => {
    expect(recordOf(booking('VJ-ABC123', ['2026-12-01', '']))).toEqual({
      kind: 'booking',
      route: 'Mumbai → Goa (Dabolim)',
      dates: ['2026-12-01', ''],
      estimate: 1_200_000,
    });
  });

  it('its route, kept beside its reference, and none from a request that had none', () => {
    recordSent('a@example.com', booking('VJ-ABC123', ['2026-12-01']), 'whatsapp', NOW);
    expect(sentRequestsOf('a@example.com')[0]).toMatchObject({
      reference: 'VJ-ABC123',
      route: 'Mumbai → Goa (Dabolim)',
    });
    const plain = booking('VJ-DEF456', ['2026-12-01']);
    expect(recordOf({ ...plain, details: { ...plain.details, route: undefined } })?.route).toBeUndefined();
  });

  it('an empty leg: its first and last day and its fare', () => {
    const request = createRequest(
      {
        kind: 'empty-leg',
        heading: 'Hi',
        fields: [],
        notes: [],
        details: { offer: 'VJ-EL-1', dates: ['2026-12-04'], fare: 950000 },
      },
      { page: '/empty-legs/', now: NOW },
    );
    expect(recordOf(request)).toEqual({ kind: 'empty-leg', dates: ['2026-12-04'], estimate: 950000 });
  });

  it('an estimate beyond any price the rate card gives is no estimate', () => {
    expect(recordOf(booking('VJ-ABC123', ['2026-12-01'], Number.MAX_SAFE_INTEGER))?.estimate).toBeNull();
  });

  it('no record for a message, a subscription or an air ambulance', () => {
    for (const kind of ['contact', 'newsletter', 'air-ambulance'] as const) expect(recordOf(other(kind))).toBeNull();
  });

  it('a desk action is recorded as asked for, with no dates and no estimate: no flight', () => {
    expect(recordOf(other('desk'))).toEqual({ kind: 'desk', dates: [], estimate: null });
    recordSent('a@example.com', other('desk'), 'received', NOW);
    const [record] = sentRequestsOf('a@example.com');
    expect(record).toMatchObject({ kind: 'desk', status: 'received', dates: [] });
    expect(isFlight(record)).toBe(false);
  });
});

describe('the record of sent requests', () => {
  it('keeps reference, kind, dates and estimate per account, never the contact or the text', () => {
    expect(recordSent(' Priya@Example.com ', booking('VJ-ABC123', ['2026-12-01']), 'received', NOW)).toEqual({
      ok: true,
    });
    expect(sentRequestsOf('priya@example.com')).toEqual([
      {
        reference: 'VJ-ABC123',
        quote: 'VJ-QQQQQQ',
        owner: 'priya@example.com',
        sentAt: NOW.toISOString(),
        status: 'received',
        kind: 'booking',
        route: 'Mumbai → Goa (Dabolim)',
        dates: ['2026-12-01'],
        estimate: 1_200_000,
      },
    ]);
    const stored = localStorage.getItem(SENT_KEY) ?? '';
    expect(stored).not.toContain('Priya Shah');
    expect(stored).not.toContain('98200');
    expect(sentRequestsOf('someone@example.com')).toEqual([]);
  });

  it('the same trip sent twice is one record, the latest sending', () => {
    recordSent('a@example.com', booking('VJ-ABC123', ['2026-12-01']), 'received', NOW);
    const later = new Date('2026-11-27T10:00:00Z');
    recordSent('a@example.com', booking('VJ-ABC123', ['2026-12-01']), 'received', later);
    expect(sentRequestsOf('a@example.com').map((item) => item.sentAt)).toEqual([later.toISOString()]);
  });

  it('keeps the newest hundred of an account, and another account’s untouched', () => {
    recordSent('b@example.com', booking('VJ-BBBBBB', ['2026-12-01']), 'received', NOW);
    for (let index = 0; index <= MAX_SENT_PER_ACCOUNT; index += 1) {
      const reference = `VJ-${String(index).padStart(6, '0')}`;
      recordSent('a@example.com', booking(reference, ['2026-12-01']), 'received', NOW);
    }
    const mine = sentRequestsOf('a@example.com');
    expect(mine).toHaveLength(MAX_SENT_PER_ACCOUNT);
    expect(mine[0].reference).toBe('VJ-000001');
    expect(sentRequestsOf('b@example.com')).toHaveLength(1);
  });

  it('leaves out what is not a flight, and a request whose record would not validate', () => {
    recordSent('a@example.com', other('contact'), 'received', NOW);
    recordSent('a@example.com', booking('VJ-ABC123', ['2026-02-30']), 'received', NOW);
    expect(localStorage.getItem(SENT_KEY)).toBeNull();
  });

  it('forgets one record, or all of an account’s', () => {
    recordSent('a@example.com', booking('VJ-AAAAAA', ['2026-12-01']), 'received', NOW);
    recordSent('a@example.com', booking('VJ-BBBBBB', ['2026-12-02']), 'received', NOW);
    recordSent('b@example.com', booking('VJ-CCCCCC', ['2026-12-03']), 'received', NOW);
    forgetSent('a@example.com', 'VJ-AAAAAA');
    expect(sentRequestsOf('a@example.com').map((item) => item.reference)).toEqual(['VJ-BBBBBB']);
    forgetSent('A@example.com');
    expect(sentRequestsOf('a@example.com')).toEqual([]);
    expect(sentRequestsOf('b@example.com')).toHaveLength(1);
  });

  it('a newer version of the site’s record is read, never overwritten', () => {
    const newer = JSON.stringify({ version: SENT_VERSION + 1, sent: [], more: 'from the future' });
    localStorage.setItem(SENT_KEY, newer);
    expect(recordSent('a@example.com', booking('VJ-ABC123', ['2026-12-01']), 'received', NOW)).toEqual({
      ok: false,
      reason: 'newer',
    });
    expect(localStorage.getItem(SENT_KEY)).toBe(newer);
  });

  it('unreadable or partly bad data is backed up before it is replaced', () => {
    localStorage.setItem(SENT_KEY, JSON.stringify({ version: 1, sent: [{ reference: 'bad' }] }));
    expect(parseSent(localStorage.getItem(SENT_KEY)).intact).toBe(false);
    recordSent('a@example.com', booking('VJ-ABC123', ['2026-12-01']), 'received', NOW);
    const backups = Object.keys(localStorage).filter((key) => key.startsWith(`${SENT_KEY}:backup:`));
    expect(backups).toHaveLength(1);
    expect(sentRequestsOf('a@example.com')).toHaveLength(1);
  });

  it('says how far a request went, and a later hand-off never undoes Received', () => {
    recordSent('a@example.com', booking('VJ-AAAAAA', ['2026-12-01']), 'whatsapp', NOW);
    expect(sentRequestsOf('a@example.com')[0].status).toBe('whatsapp');
    recordSent('a@example.com', booking('VJ-BBBBBB', ['2026-12-01']), 'kept', NOW);
    markReceived('A@example.com', 'VJ-BBBBBB');
    recordSent('a@example.com', booking('VJ-BBBBBB', ['2026-12-01']), 'email', NOW);
    expect(sentRequestsOf('a@example.com').map((item) => item.status)).toEqual(['whatsapp', 'received']);
  });

  it('a kept request refused later says refused, with the reason; a hand-off made meanwhile stays', () => {
    recordSent('a@example.com', booking('VJ-AAAAAA', ['2026-12-01']), 'kept', NOW);
    recordSent('a@example.com', booking('VJ-BBBBBB', ['2026-12-01']), 'whatsapp', NOW);
    markSentRefused('A@example.com', 'VJ-AAAAAA', 'Offer withdrawn (HTTP 400)');
    markSentRefused('a@example.com', 'VJ-BBBBBB', 'Offer withdrawn (HTTP 400)');
    expect(sentRequestsOf('a@example.com').map(({ status, reason }) => [status, reason])).toEqual([
      ['refused', 'Offer withdrawn (HTTP 400)'],
      ['whatsapp', undefined],
    ]);
    // Stored as the current version, and read back the same.
    expect(JSON.parse(localStorage.getItem(SENT_KEY)!).version).toBe(SENT_VERSION);
  });

  it('a kept request cancelled reads Cancelled; one handed off, received or refused meanwhile stays as it went', () => {
    recordSent('a@example.com', booking('VJ-AAAAAA', ['2026-12-01']), 'kept', NOW);
    recordSent('a@example.com', booking('VJ-BBBBBB', ['2026-12-01']), 'whatsapp', NOW);
    recordSent('a@example.com', booking('VJ-CCCCCC', ['2026-12-01']), 'received', NOW);
    recordSent('a@example.com', booking('VJ-DDDDDD', ['2026-12-01']), 'kept', NOW);
    markSentRefused('a@example.com', 'VJ-DDDDDD', 'No (HTTP 400)');
    for (const reference of ['VJ-AAAAAA', 'VJ-BBBBBB', 'VJ-CCCCCC', 'VJ-DDDDDD'])
      markSentCancelled('A@example.com', reference);
    expect(sentRequestsOf('a@example.com').map((item) => item.status)).toEqual([
      'cancelled',
      'whatsapp',
      'received',
      'refused',
    ]);
    expect(JSON.parse(localStorage.getItem(SENT_KEY)!).version).toBe(SENT_VERSION);
  });

  it('a request recorded as kept after another page took in its answer is recorded as answered', () => {
    const refused = booking('VJ-AAAAAA', ['2026-12-01']);
    const delivered = booking('VJ-BBBBBB', ['2026-12-01']);
    markRefused(refused.id, 'No seats (HTTP 409)');
    markDelivered(delivered.id);
    recordSent('a@example.com', refused, 'kept', NOW);
    recordSent('a@example.com', delivered, 'kept', NOW);
    expect(sentRequestsOf('a@example.com').map(({ status, reason }) => [status, reason])).toEqual([
      ['refused', 'No seats (HTTP 409)'],
      ['received', undefined],
    ]);
  });

  it('reads a version 1 record as asked for, its reference as its quote', () => {
    const old = {
      reference: 'VJ-ABC123',
      owner: 'a@example.com',
      sentAt: NOW.toISOString(),
      kind: 'booking',
      dates: ['2026-12-01'],
      estimate: null,
    };
    localStorage.setItem(SENT_KEY, JSON.stringify({ version: 1, sent: [old] }));
    expect(sentRequestsOf('a@example.com')).toEqual([{ ...old, quote: 'VJ-ABC123', status: 'recorded' }]);
  });

  it('reads a version 6 record of either build: a flight with its route, or a desk action asked for', () => {
    const base = { quote: null, owner: 'a@example.com', sentAt: NOW.toISOString(), status: 'received' };
    const withRoute = {
      ...base,
      reference: 'VJ-AAAAAA',
      kind: 'booking',
      route: 'Mumbai → Goa (Dabolim)',
      dates: ['2026-12-01'],
      estimate: 1_200_000,
    };
    const asked = { ...base, reference: 'VJ-BBBBBB', kind: 'desk', dates: [], estimate: null };
    const listing = { ...base, reference: 'VJ-CCCCCC', kind: 'listing', dates: [], estimate: null };
    localStorage.setItem(SENT_KEY, JSON.stringify({ version: 6, sent: [withRoute, asked, listing] }));
    expect(parseSent(localStorage.getItem(SENT_KEY)).intact).toBe(true);
    expect(sentRequestsOf('a@example.com')).toEqual([withRoute, asked, listing]);
    // Written back as the current version, the older records kept as they were.
    recordSent('a@example.com', booking('VJ-DDDDDD', ['2026-12-02']), 'received', NOW);
    expect(JSON.parse(localStorage.getItem(SENT_KEY)!).version).toBe(SENT_VERSION);
    expect(sentRequestsOf('a@example.com').map((item) => item.reference)).toEqual([
      'VJ-AAAAAA',
      'VJ-BBBBBB',
      'VJ-CCCCCC',
      'VJ-DDDDDD',
    ]);
  });

  it('reads a version 5 record without a route, and refuses a desk action with a route or dates', () => {
    const flight = {
      reference: 'VJ-AAAAAA',
      quote: null,
      owner: 'a@example.com',
      sentAt: NOW.toISOString(),
      status: 'returned',
      kind: 'empty-leg',
      dates: ['2026-12-04'],
      estimate: 950000,
    };
    const desk = { ...flight, reference: 'VJ-BBBBBB', kind: 'desk', dates: [], estimate: null, route: 'Mumbai → Goa' };
    const dated = { ...desk, reference: 'VJ-CCCCCC', route: undefined, dates: ['2026-12-04'] };
    localStorage.setItem(SENT_KEY, JSON.stringify({ version: 5, sent: [flight, desk, dated] }));
    const parsed = parseSent(localStorage.getItem(SENT_KEY));
    expect(parsed.value).toEqual([flight]);
    expect(parsed.intact).toBe(false);
  });

  it('a stored estimate beyond any price is read as none; the request still counts', () => {
    const stored = (reference: string) => ({
      reference,
      owner: 'a@example.com',
      sentAt: NOW.toISOString(),
      kind: 'booking',
      dates: ['2026-01-10'],
      estimate: Number.MAX_SAFE_INTEGER,
    });
    localStorage.setItem(SENT_KEY, JSON.stringify({ version: 1, sent: [stored('VJ-AAAAAA'), stored('VJ-BBBBBB')] }));
    const sent = sentRequestsOf('a@example.com');
    expect(sent.map((request) => [request.reference, request.estimate])).toEqual([
      ['VJ-AAAAAA', null],
      ['VJ-BBBBBB', null],
    ]);
  });

  it('the account export carries the account’s records and no one else’s', () => {
    recordSent('a@example.com', booking('VJ-AAAAAA', ['2026-12-01']), 'received', NOW);
    recordSent('b@example.com', booking('VJ-BBBBBB', ['2026-12-01']), 'received', NOW);
    const all = parseSent(localStorage.getItem(SENT_KEY)).value;
    const file = accountExport({ email: 'a@example.com', role: 'Customer' }, [], all, NOW);
    expect(file.sentRequests.map((item) => item.reference)).toEqual(['VJ-AAAAAA']);
  });
});

describe('an aircraft the account listed before', () => {
  const listing = (registration: string) =>
    createRequest(
      {
        kind: 'listing',
        heading: 'Hello',
        fields: [],
        notes: [],
        details: { role: 'jet-owner', type: 'Citation CJ3', registration, base: 'BOM', seats: 7 },
      },
      { page: '/dashboard/', now: NOW },
    );
  const schemaFor = (owner: string) => listAircraftSchemaFor(() => listedRegistrations(owner));
  const values = { type: 'Citation CJ3', registration: 'vt-abc', base: 'BOM', seats: 7, availability: 'weekdays' };

  it('is refused in words when the same account lists its registration again', () => {
    recordSent('owner@example.com', listing('VT-ABC'), 'received', NOW);
    const result = schemaFor('Owner@Example.com').safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['registration', LIST_AIRCRAFT_ERRORS.registrationListed],
    ]);
    expect(schemaFor('owner@example.com').safeParse({ ...values, registration: 'VT-ABD' }).success).toBe(true);
    // Another account may list it: the desk sorts out who owns it.
    expect(schemaFor('operator@example.com').safeParse(values).success).toBe(true);
  });

  it('may be listed again once its listing was cancelled', () => {
    const first = listing('VT-ABC');
    recordSent('owner@example.com', first, 'kept', NOW);
    markSentCancelled('owner@example.com', first.reference);
    expect(schemaFor('owner@example.com').safeParse(values).success).toBe(true);
  });

  it('keeps the registration in the record of a listing only', () => {
    expect(recordOf(listing('VT-ABC'))).toMatchObject({ kind: 'listing', registration: 'VT-ABC' });
    expect(recordOf(other('desk'))?.registration).toBeUndefined();
  });
});
