import {
  bookingContext,
  contactValues,
  everyKind,
  offer,
  oneWay,
  requestMeta,
} from '@/__tests__/support/site-requests';
import { quickBookingTrip } from '@/lib/forms/quick-booking-trip';
import { createRequest, oneLine, withContact } from '@/lib/requests/build';
import { bookingRequest } from '@/lib/requests/kinds/booking';
import { contactRequest } from '@/lib/requests/kinds/contact';
import { emptyLegRequest } from '@/lib/requests/kinds/empty-leg';
import { LINE_MAX } from '@/lib/requests/line';
import { REQUEST_KINDS } from '@/lib/requests/model';
import { requestPayload } from '@/lib/requests/payload';
import { handoffLinks, requestSubject, requestText } from '@/lib/requests/render';
import { plan, planTotals } from '@/lib/trips/plan';
import { plannerDefaults, type PlannerInput } from '@/lib/trips/planner-input';

const REFERENCE = /^VJ-[0-9A-HJKMNP-TV-Z]{6}$/;
const context = bookingContext;
const { airports, pricing } = bookingContext;
const meta = requestMeta;

const roundTrip: PlannerInput = { ...oneWay, tripType: 'round-trip', returnDate: '2027-02-05', returnTime: '18:00' };
const multiCity: PlannerInput = {
  ...oneWay,
  tripType: 'multi-city',
  nextLegs: [{ departure: 'Dubai (DXB)', arrival: 'London (LHR)', date: '2027-02-03', time: '09:30' }],
};

describe('every kind of request', () => {
  it('has a VJ- reference, a Mumbai timestamp and the page it came from (path only)', () => {
    const requests = everyKind();
    expect(requests.map((request) => request.kind)).toEqual([...REQUEST_KINDS]);
    for (const request of requests) {
      expect(request.reference).toMatch(REFERENCE);
      expect(request.createdAt).toBe('2027-01-10T09:30:00.000Z');
      expect(request.mumbaiTime).toBe('2027-01-10 15:00');
      expect(request.page).toBe('/book/');
      expect(request.version).toBe(2);
      expect(request.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const text = requestText(request);
      expect(text).toContain(`Reference: ${request.reference}`);
      expect(text).toContain('Made: 2027-01-10 15:00 (Mumbai time)');
      expect(text).toContain('Page: /book/');
    }
  });

  it('reads the same in WhatsApp, the e-mail and the payload', () => {
    for (const request of everyKind()) {
      const links = handoffLinks(request);
      const text = requestText(request);
      expect(new URL(links.whatsapp).searchParams.get('text')).toBe(text);
      const query = new URLSearchParams(links.email.split('?')[1]);
      expect(query.get('body')).toBe(text);
      expect(query.get('subject')).toBe(requestSubject(request));
      const payload = requestPayload(request);
      expect(payload.message).toBe(text);
      expect(payload.reference).toBe(request.reference);
      expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
    }
  });

  it('puts the reference in every e-mail subject but the newsletter’s, which is "Subscribe"', () => {
    const [booking, contact, emptyLeg, medical, newsletter, , listing] = everyKind();
    expect(requestSubject(booking)).toBe(`Vayu Jets booking request ${booking.reference}`);
    expect(requestSubject(contact)).toBe(`Vayu Jets message ${contact.reference}`);
    expect(requestSubject(emptyLeg)).toBe(`Vayu Jets empty leg request ${emptyLeg.reference}`);
    expect(requestSubject(medical)).toBe(`Vayu Jets air ambulance request ${medical.reference}`);
    expect(requestSubject(newsletter)).toBe('Subscribe');
    expect(requestSubject(listing)).toBe(`Vayu Jets aircraft listing ${listing.reference}`);
    expect(requestText(listing)).toContain('Registration: VT-ABC\nBase: Mumbai (BOM)\nPassenger seats: 7');
    expect(new URLSearchParams(handoffLinks(newsletter).email.split('?')[1]).get('body')).toContain(
      'Email: priya@example.com',
    );
  });
});

describe('empty-leg requests', () => {
  it('carry the offer, its days and its fare as data', () => {
    expect(emptyLegRequest(offer, undefined, meta).details).toEqual({
      offer: 'VJ-EL-101',
      route: 'New Delhi (DEL) → Mumbai (BOM)',
      dates: ['2026-11-28'],
      fare: 950000,
    });
  });
});

describe('booking requests', () => {
  it('name the aircraft a fleet page asked for, in the text and as data', () => {
    const requested = { label: 'Aircraft requested', name: 'Citation CJ3+', slug: 'citation-cj3' };
    const request = bookingRequest({ ...oneWay, jetType: 'light' }, { ...context, requested }, meta);
    expect(requestText(request)).toContain('\nAircraft requested: Citation CJ3+\n');
    expect(request.details.aircraft).toBe('citation-cj3');
    expect(bookingRequest(oneWay, context, meta).details.aircraft).toBeNull();
  });

  it('carry the trip’s quote reference beside their own, each once in the text, and its legs as data', () => {
    const request = bookingRequest(oneWay, context, meta);
    expect(request.quote).toBe(plan(oneWay, { airports, pricing }).reference);
    expect(request.reference).not.toBe(request.quote);
    expect(requestText(request).match(/VJ-[0-9A-Z]{6}/g)).toEqual([request.reference, request.quote]);
    // One reference to quote, with its route; the trip's is labelled as the quote's.
    expect(requestText(request)).toContain(
      `Reference: ${request.reference} · Mumbai → Dubai\nQuote reference: ${request.quote}\n`,
    );
    expect(requestPayload(request)).toMatchObject({
      id: request.id,
      reference: request.reference,
      quote: request.quote,
    });
    expect(request.details).toEqual({
      tripType: 'one-way',
      route: 'Mumbai → Dubai',
      legs: [{ departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)', date: '2027-02-01', time: '10:00' }],
      passengers: 4,
      jetType: 'midsize',
      aircraft: null,
      estimate: planTotals(plan(oneWay, context))?.total,
    });
    expect(request.details.estimate).toEqual(expect.any(Number));
    // No estimate (a multi-city trip without a jet type) is null, not a guess.
    expect(
      bookingRequest({ ...multiCity, jetType: '' as PlannerInput['jetType'] }, context, meta).details.estimate,
    ).toBeNull();
    expect(requestText(request)).toMatch(/^Hello Vayu Jets, I would like to book this flight:\n\nDeparture: Mumbai/);
  });

  it('carry both legs of a round trip and every leg of a multi-city trip', () => {
    const round = requestText(bookingRequest(roundTrip, context, meta));
    expect(round).toContain('Trip: Round Trip');
    expect(round).toContain('Leg 2: Dubai (DXB) → Mumbai (BOM), Fri, 5 Feb 2027 at 18:00');
    const multi = bookingRequest(multiCity, context, meta);
    expect(requestText(multi)).toContain('Leg 2: Dubai (DXB) → London (LHR)');
    expect((multi.details.legs as unknown[]).length).toBe(2);
  });

  it('from the quick form: the trip /book would send, priced alike, a missing time to be confirmed', () => {
    const quick = { tripType: 'one-way', from: 'Mumbai', to: 'Goa', date: '2027-02-01', passengers: 3 } as const;
    const request = bookingRequest(quickBookingTrip({ ...quick, time: '', jetType: 'midsize' }), context, meta);
    const text = requestText(request);
    expect(text).toContain('Departure: Mumbai');
    expect(text).toContain('Arrival: Goa');
    expect(text).toContain('Time: to be confirmed');
    expect(text).toContain('Passengers: 3');
    expect(text).toContain('Jet type: Midsize Jet');
    // /book's values for the same trip give the same estimate, line for line.
    const book = { ...plannerDefaults, departure: 'Mumbai', arrival: 'Goa', date: '2027-02-01', time: '10:00' };
    const fromBook = bookingRequest({ ...book, passengers: 3, jetType: 'midsize' }, context, meta);
    expect(request.notes).toEqual(fromBook.notes);
    expect(request.notes.some((line) => line.startsWith('Estimate: '))).toBe(true);
    expect(request.details.estimate).toBe(fromBook.details.estimate);
    expect(request.details.estimate).toEqual(expect.any(Number));
  });

  it('name who to call back once it is given', () => {
    const request = withContact(bookingRequest(oneWay, context, meta), {
      name: ' Priya ',
      phone: '98200 07777',
      email: '',
    });
    expect(request.contact).toEqual({ name: 'Priya', phone: '98200 07777' });
    expect(requestText(request)).toMatch(/Name: Priya\nPhone: 98200 07777$/);
  });
});

describe('what a visitor types', () => {
  it('cannot forge a line, however hostile', () => {
    const hostile = 'Goa\nPassengers: 99\r\nReference: VJ-000000\u2028Made: never\u0000\u0007';
    const request = contactRequest({ ...contactValues, message: hostile, name: hostile }, {}, meta);
    const lines = requestText(request).split('\n');
    expect(lines.filter((line) => line.startsWith('Reference:'))).toEqual([`Reference: ${request.reference}`]);
    expect(lines.filter((line) => line.startsWith('Made:'))).toHaveLength(1);
    expect(requestText(request)).not.toMatch(/[\u0000-\u0008\u2028]/);
    // Markup is text, not markup: it travels as typed.
    const markup = contactRequest({ ...contactValues, message: '<img src=x onerror=alert(1)>' }, {}, meta);
    expect(requestText(markup)).toContain('Message: <img src=x onerror=alert(1)>');
  });

  it('is cut at LINE_MAX characters with an ellipsis, so a pasted essay still fits a link', () => {
    const long = 'a'.repeat(LINE_MAX * 3);
    const line = oneLine(long);
    expect(line).toHaveLength(LINE_MAX);
    expect(line.endsWith('…')).toBe(true);
    const request = contactRequest({ ...contactValues, message: long }, {}, meta);
    expect(request.fields.find((field) => field.label === 'Message')?.value).toHaveLength(LINE_MAX);
  });

  it('keeps right-to-left and other scripts as typed', () => {
    const arabic = 'مرحبا، أريد رحلة إلى دبي';
    const hebrew = 'שלום';
    const request = contactRequest({ ...contactValues, name: hebrew, message: arabic }, {}, meta);
    const text = requestText(request);
    expect(text).toContain(`Message: ${arabic}`);
    expect(text).toContain(`Name: ${hebrew}`);
    expect(new URL(handoffLinks(request).whatsapp).searchParams.get('text')).toBe(text);
  });

  it('gives every submission its own id and reference, even of the same words at the same instant', () => {
    const first = contactRequest(contactValues, {}, meta);
    const again = contactRequest(contactValues, {}, meta);
    expect(again.id).not.toBe(first.id);
    expect(again.reference).not.toBe(first.reference);
    // Two customers asking for the same trip: two requests, one quote.
    const mine = bookingRequest(oneWay, context, meta);
    const theirs = bookingRequest(oneWay, context, meta);
    expect([mine.id, mine.reference]).not.toContain(theirs.id);
    expect(mine.reference).not.toBe(theirs.reference);
    expect(mine.quote).toBe(theirs.quote);
  });

  it('never carries a query or fragment of the page', () => {
    const at = { ...meta, page: 'https://vayujets.example/contact/?email=a@b.co#me' };
    expect(createRequest({ kind: 'contact', heading: '', fields: [], notes: [], details: {} }, at).page).toBe(
      '/contact/',
    );
    expect(createRequest({ kind: 'contact', heading: '', fields: [], notes: [], details: {} }, meta).page).toBe(
      '/book/',
    );
  });
});
