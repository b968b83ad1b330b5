import { content } from '@/lib/content';
import { whatsappHref } from '@/lib/links';
import { TO_BE_CONFIRMED } from '@/lib/requests/line';
import { quoteOf } from '@/lib/requests/quote';
import { renderBody, renderQuote } from '@/lib/requests/render';
import { plan, type Plan } from '@/lib/trips/plan';
import { plannerDefaults, type PlannerInput } from '@/lib/trips/planner-input';

const { airports, pricing } = content;
const sources = { airports, pricing };

const INTRO = 'Hello Vayu Jets, I would like a consultation for this flight:';
const complete = {
  departure: 'Mumbai',
  arrival: 'Dubai',
  date: '2027-01-15',
  time: '09:30',
  passengers: 4,
  jetType: 'midsize' as const,
};
// A multi-city trip through a place the rate card does not know: no price.
const unpriced: PlannerInput = {
  ...plannerDefaults,
  tripType: 'multi-city',
  departure: 'Mumbai (BOM)',
  arrival: 'Shimla helipad',
  date: '2027-03-20',
  time: '09:00',
  passengers: 6,
  jetType: 'midsize',
  nextLegs: [{ departure: 'Shimla helipad', arrival: 'New Delhi (DEL)', date: '2027-03-22', time: '' }],
};

// The wording is tried on anything a plan could hold, however it got there.
const planOf = (values: Partial<PlannerInput>, odd: Partial<Record<keyof Plan, unknown>> = {}) =>
  ({ ...plan(values, sources), ...odd }) as Plan;
const whatsapp = (values: Partial<PlannerInput>, odd?: Partial<Record<keyof Plan, unknown>>) =>
  renderQuote(quoteOf(planOf(values, odd), INTRO), 'whatsapp');
const textOf = (href: string) => new URL(href).searchParams.get('text');
const lineOf = (text: string, label: string) => text.split('\n').find((line) => line.startsWith(`${label}: `));

describe('a one-way quote', () => {
  it('lists departure, arrival, date, time, passengers and the jet type label', () => {
    expect(whatsapp(complete).split('\n').slice(0, 8)).toEqual([
      INTRO,
      '',
      'Departure: Mumbai',
      'Arrival: Dubai',
      'Date: Fri, 15 Jan 2027',
      'Time: 09:30',
      'Passengers: 4',
      'Jet type: Midsize Jet',
    ]);
  });

  it("never calls an object passenger count's toString (fast-check found one that throws)", () => {
    const hostile = { toString: '' };
    expect(lineOf(whatsapp(complete, { passengers: hostile }), 'Passengers')).toBe(`Passengers: ${TO_BE_CONFIRMED}`);
    expect(lineOf(whatsapp({ ...complete, passengers: ' 6 ' as never }), 'Passengers')).toBe('Passengers: 6');
  });

  it('marks every missing field "to be confirmed", and still closes with the reference', () => {
    const planned = planOf({ departure: '  ', arrival: 'Goa', date: '', time: '' });
    const text = renderQuote(quoteOf(planned, INTRO), 'whatsapp');
    expect(text.split('\n').slice(2)).toEqual([
      `Departure: ${TO_BE_CONFIRMED}`,
      'Arrival: Goa',
      `Date: ${TO_BE_CONFIRMED}`,
      `Time: ${TO_BE_CONFIRMED}`,
      `Passengers: ${TO_BE_CONFIRMED}`,
      `Jet type: ${TO_BE_CONFIRMED}`,
      '',
      `Quote reference: ${planned.reference}`,
    ]);
    expect(TO_BE_CONFIRMED).toBe('to be confirmed');
  });

  it('sends an unknown jet type or a nonsense passenger count as "to be confirmed"', () => {
    const text = whatsapp(complete, { jetType: 'toString', passengers: Number.NaN });
    expect(lineOf(text, 'Jet type')).toBe(`Jet type: ${TO_BE_CONFIRMED}`);
    expect(lineOf(text, 'Passengers')).toBe(`Passengers: ${TO_BE_CONFIRMED}`);
  });

  it.each([
    ['reserved URL characters', 'Fares & fees? #1 + 100% = yes'],
    ['emoji', 'Goa ✈️🥂 👨‍👩‍👧'],
    ['RTL marks and an override', 'دبي\u200F \u202Eabc\u202C'],
    ['zero-width characters', 'Pu\u200Bne\u200D'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('keeps %s exactly as typed through the wa.me link', (_, city) => {
    const text = whatsapp({ ...complete, arrival: city });
    expect(lineOf(text, 'Arrival')).toBe(`Arrival: ${city}`);
    expect(textOf(whatsappHref(text))).toBe(text);
  });

  it('survives a lone surrogate: the link builds and the rest of the text is intact', () => {
    const text = whatsapp({ ...complete, departure: 'Mum\uD800bai' });
    expect(() => whatsappHref(text)).not.toThrow();
    const decoded = textOf(whatsappHref(text));
    expect(lineOf(decoded ?? '', 'Departure')).toBe('Departure: Mum\uFFFDbai');
    expect(lineOf(decoded ?? '', 'Jet type')).toBe('Jet type: Midsize Jet');
  });

  it('keeps each field on its own line: newlines inside a value become spaces', () => {
    const text = whatsapp({ ...complete, arrival: 'Goa\nPassengers: 99\r\n\u2028x' });
    expect(lineOf(text, 'Arrival')).toBe('Arrival: Goa Passengers: 99 x');
    expect(text.split('\n').filter((line) => line.startsWith('Passengers:'))).toEqual(['Passengers: 4']);
    expect(textOf(whatsappHref(text))).toBe(text);
  });

  it('adds the estimate after the flight details, then the reference', () => {
    const planned = planOf({ ...complete, departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)' });
    if (planned.estimate.status !== 'ok') throw new Error(planned.estimate.status);
    const text = renderQuote(quoteOf(planned, INTRO), 'whatsapp');
    // The midsize jet at its slowest aircraft's 466 kn: 1,040 nm ÷ 466 + 0.5 h = 2.7318 h → 164 min
    // 164 min × ₹4,50,000 ÷ 60 = ₹12,30,000 each way + ₹3,60,000 landings = ₹28,20,000; + 18% GST ₹5,07,600
    // = ₹33,27,600; range × 0.92 → ₹30,61,000, × 1.12 → ₹37,27,000
    expect(text.split('\n').slice(8)).toEqual([
      '',
      'Route estimate: Mumbai (BOM) → Dubai (DXB), Midsize Jet',
      'Distance: 1,926 km (1,040 nm); flight time about 2 h 44 min',
      'Estimate: ₹30,61,000 – ₹37,27,000 (₹33,27,600 incl. GST as applicable; rate card of 1 November 2026)',
      `Quote reference: ${planned.reference}`,
    ]);
    expect(textOf(whatsappHref(text))).toBe(text);
  });
});

describe('the renderer', () => {
  it('closes the text with the reference, after the notes', () => {
    const quote = { heading: INTRO, fields: [], notes: ['Route estimate'], reference: 'VJ-ABC123' };
    expect(renderQuote(quote, 'whatsapp')).toBe(
      renderBody({ heading: INTRO, fields: [], notes: ['Route estimate', 'Quote reference: VJ-ABC123'] }),
    );
  });

  it('e-mails an unpriced quote with its reference and every leg in the body', () => {
    const planned = plan(unpriced, sources);
    expect(planned.estimate.status).not.toBe('ok');
    const { subject, body } = renderQuote(quoteOf(planned, INTRO), 'email');
    expect(subject).toBe(`Vayu Jets quote ${planned.reference}`);
    expect(body.split('\n')).toEqual([
      INTRO,
      '',
      'Trip: Multi-City',
      'Leg 1: Mumbai (BOM) → Shimla helipad, Sat, 20 Mar 2027 at 09:00',
      `Leg 2: Shimla helipad → New Delhi (DEL), Mon, 22 Mar 2027 at ${TO_BE_CONFIRMED}`,
      'Passengers: 6',
      'Jet type: Midsize Jet',
      '',
      `Estimated total: ${TO_BE_CONFIRMED}: “Shimla helipad” is not in our airport list`,
      `Quote reference: ${planned.reference}`,
    ]);
    expect(body).toBe(renderQuote(quoteOf(planned, INTRO), 'whatsapp'));
  });

  it('e-mails an unpriced one-way quote with its reference', () => {
    const planned = plan({ ...complete, departure: 'Shimla helipad' }, sources);
    expect(planned.estimate.status).not.toBe('ok');
    const { body } = renderQuote(quoteOf(planned, INTRO), 'email');
    expect(body).toContain('Departure: Shimla helipad\nArrival: Dubai\nDate: Fri, 15 Jan 2027\nTime: 09:30');
    expect(body).toContain(
      `\n\nEstimate: ${TO_BE_CONFIRMED}: “Shimla helipad” is not in our airport list\nQuote reference: ${planned.reference}`,
    );
  });

  it('says why two places have no estimate, in the plural', () => {
    const planned = plan({ ...complete, departure: 'Shimla helipad', arrival: 'Lonavala' }, sources);
    expect(quoteOf(planned, INTRO).notes).toEqual([
      `Estimate: ${TO_BE_CONFIRMED}: “Shimla helipad” and “Lonavala” are not in our airport list`,
    ]);
  });

  it('prices the names travellers use: Delhi to Bombay carries its estimate', () => {
    const planned = plan({ ...complete, departure: 'Delhi', arrival: 'Bombay' }, sources);
    expect(quoteOf(planned, INTRO).notes[0]).toMatch(/^Route estimate: New Delhi \(DEL\) → Mumbai \(BOM\)/);
  });

  it('prints the trip under its reference, in the words of the text, without greeting or figures', () => {
    const planned = plan({ ...unpriced, arrival: 'Shimla\nhelipad' }, sources);
    const quote = quoteOf(planned, INTRO);
    const sheet = renderQuote(quote, 'print');
    expect(sheet.reference).toBe(planned.reference);
    expect(sheet.rows.map(({ label, value }) => `${label}: ${value}`)).toEqual(
      renderQuote(quote, 'whatsapp').split('\n').slice(2, 7),
    );
    expect(sheet.rows[1]).toEqual({
      label: 'Leg 1',
      value: 'Mumbai (BOM) → Shimla helipad, Sat, 20 Mar 2027 at 09:00',
    });
    expect(JSON.stringify(sheet)).not.toContain(INTRO);
    expect(JSON.stringify(sheet)).not.toContain('Estimated total');
  });
});
