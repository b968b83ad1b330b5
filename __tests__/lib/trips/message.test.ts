import { pricing } from '@/content/pricing';
import { content } from '@/lib/content';
import { estimateFromForm } from '@/lib/estimate/estimate';
import { whatsappHref } from '@/lib/links';
import { buildWhatsAppText, estimateSummaryLines, formatTravelDate, TO_BE_CONFIRMED } from '@/lib/trips/message';

const { airports, pricing: parsedPricing } = content;

const INTRO = 'Hello Vayu Jets, I would like a consultation for this flight:';
const rates = pricing;
const complete = {
  departure: 'Mumbai',
  arrival: 'Dubai',
  date: '2027-01-15',
  time: '09:30',
  passengers: 4,
  jetType: 'midsize' as const,
};

const textOf = (href: string) => new URL(href).searchParams.get('text');
const lineOf = (text: string, label: string) => text.split('\n').find((line) => line.startsWith(`${label}: `));

describe('buildWhatsAppText', () => {
  it('lists departure, arrival, date, time, passengers and the jet type label', () => {
    expect(buildWhatsAppText(complete, rates, INTRO)).toBe(
      [
        INTRO,
        '',
        'Departure: Mumbai',
        'Arrival: Dubai',
        'Date: Fri, 15 Jan 2027',
        'Time: 09:30',
        'Passengers: 4',
        'Jet type: Midsize Jet',
      ].join('\n'),
    );
  });

  it("never calls an object passenger count's toString (fast-check found one that throws)", () => {
    const hostile = { toString: '' } as unknown as number;
    const text = buildWhatsAppText({ ...complete, passengers: hostile }, rates, INTRO);
    expect(lineOf(text, 'Passengers')).toBe(`Passengers: ${TO_BE_CONFIRMED}`);
    expect(
      lineOf(buildWhatsAppText({ ...complete, passengers: ' 6 ' as unknown as number }, rates, INTRO), 'Passengers'),
    ).toBe('Passengers: 6');
  });

  it('marks every missing field "to be confirmed"', () => {
    const text = buildWhatsAppText({ departure: '  ', arrival: 'Goa', date: '', time: '' }, rates, INTRO);
    expect(text.split('\n').slice(2)).toEqual([
      `Departure: ${TO_BE_CONFIRMED}`,
      'Arrival: Goa',
      `Date: ${TO_BE_CONFIRMED}`,
      `Time: ${TO_BE_CONFIRMED}`,
      `Passengers: ${TO_BE_CONFIRMED}`,
      `Jet type: ${TO_BE_CONFIRMED}`,
    ]);
    expect(TO_BE_CONFIRMED).toBe('to be confirmed');
  });

  it('sends an unknown jet type or a nonsense passenger count as "to be confirmed"', () => {
    const odd = { ...complete, jetType: 'toString', passengers: Number.NaN } as unknown as typeof complete;
    const text = buildWhatsAppText(odd, rates, INTRO);
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
    const text = buildWhatsAppText({ ...complete, arrival: city }, rates, INTRO);
    expect(lineOf(text, 'Arrival')).toBe(`Arrival: ${city}`);
    expect(textOf(whatsappHref(text))).toBe(text);
  });

  it('survives a lone surrogate: the link builds and the rest of the text is intact', () => {
    const text = buildWhatsAppText({ ...complete, departure: 'Mum\uD800bai' }, rates, INTRO);
    expect(() => whatsappHref(text)).not.toThrow();
    const decoded = textOf(whatsappHref(text));
    expect(lineOf(decoded ?? '', 'Departure')).toBe('Departure: Mum\uFFFDbai');
    expect(lineOf(decoded ?? '', 'Jet type')).toBe('Jet type: Midsize Jet');
  });

  it('keeps each field on its own line: newlines inside a value become spaces', () => {
    const text = buildWhatsAppText({ ...complete, arrival: 'Goa\nPassengers: 99\r\n\u2028x' }, rates, INTRO);
    expect(lineOf(text, 'Arrival')).toBe('Arrival: Goa Passengers: 99 x');
    expect(text.split('\n').filter((line) => line.startsWith('Passengers:'))).toEqual(['Passengers: 4']);
    expect(textOf(whatsappHref(text))).toBe(text);
  });
});

describe('buildWhatsAppText with a route estimate', () => {
  it('adds the estimate after the flight details', () => {
    const values = { ...complete, departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)' };
    const estimate = estimateFromForm(values, airports, parsedPricing);
    if (estimate.status !== 'ok') throw new Error(estimate.status);
    const text = buildWhatsAppText(values, rates, INTRO, estimateSummaryLines(estimate, parsedPricing));
    // The midsize jet at its slowest aircraft's 466 kn: 1,040 nm ÷ 466 + 0.5 h = 2.7318 h → 164 min
    // 164 min × ₹4,50,000 ÷ 60 = ₹12,30,000 each way + ₹3,60,000 landings = ₹28,20,000; + 18% GST ₹5,07,600
    // = ₹33,27,600; range × 0.92 → ₹30,61,000, × 1.12 → ₹37,27,000
    expect(text.split('\n').slice(8)).toEqual([
      '',
      'Route estimate: Mumbai (BOM) → Dubai (DXB), Midsize Jet',
      'Distance: 1,926 km (1,040 nm); flight time about 2 h 44 min',
      'Estimate: ₹30,61,000 – ₹37,27,000 (₹33,27,600 incl. GST as applicable; rate card of 1 November 2026)',
    ]);
    expect(textOf(whatsappHref(text))).toBe(text);
  });

  it('is unchanged without an estimate, and keeps each estimate line on one line', () => {
    expect(buildWhatsAppText(complete, rates, INTRO, [])).toBe(buildWhatsAppText(complete, rates, INTRO));
    const text = buildWhatsAppText(complete, rates, INTRO, ['Route\nestimate', '  ']);
    expect(text.split('\n').slice(-2)).toEqual(['', 'Route estimate']);
  });
});

describe('formatTravelDate', () => {
  it('formats a calendar date the Indian way, independent of the time zone', () => {
    expect(formatTravelDate('2027-01-15')).toBe('Fri, 15 Jan 2027');
    expect(formatTravelDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  it('returns anything that is not a real date as typed', () => {
    for (const value of ['2027-02-30', 'next Friday', '', '15/01/2027']) expect(formatTravelDate(value)).toBe(value);
  });
});
