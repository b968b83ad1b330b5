import { content } from '@/lib/content';
import { quoteOf } from '@/lib/requests/quote';
import { renderQuote } from '@/lib/requests/render';
import { plan } from '@/lib/trips/plan';
import { plannerDefaults, type PlannerInput } from '@/lib/trips/planner-input';
import { plannerToSearch, readPlannerAddress } from '@/lib/trips/url';

const valuesOf = (search: string) => readPlannerAddress(search).values;

const { airports, pricing } = content;

const multiCity: PlannerInput = {
  ...plannerDefaults,
  tripType: 'multi-city',
  departure: 'Mumbai (BOM)',
  arrival: 'New Delhi (DEL)',
  date: '2027-03-20',
  time: '09:00',
  passengers: 6,
  jetType: 'midsize',
  nextLegs: [
    { departure: 'New Delhi (DEL)', arrival: 'Jaipur (JAI)', date: '2027-03-21', time: '10:30' },
    { departure: 'Jaipur (JAI)', arrival: 'Mumbai (BOM)', date: '2027-03-23', time: '17:00' },
  ],
};
const context = { airports, pricing, rates: pricing.jetTypes, greeting: 'Hello Vayu Jets' };
const consultantText = (values: Partial<PlannerInput>, { greeting, ...sources }: typeof context) =>
  renderQuote(quoteOf(plan(values, sources), greeting), 'whatsapp');

describe('the planner in the address bar', () => {
  it('round-trips a multi-city itinerary and a round trip', () => {
    expect(valuesOf(plannerToSearch(multiCity))).toEqual({
      ...multiCity,
      returnDate: undefined,
      returnTime: undefined,
    } as never);
    const roundTrip = {
      ...plannerDefaults,
      tripType: 'round-trip',
      departure: 'Goa',
      arrival: 'Pune',
      returnDate: '2027-01-02',
      returnTime: '08:15',
    } as const;
    const search = plannerToSearch(roundTrip);
    expect(search).toBe('?trip=round-trip&from=Goa&to=Pune&rdate=2027-01-02&rtime=08%3A15');
    expect(valuesOf(search)).toEqual({
      tripType: 'round-trip',
      departure: 'Goa',
      arrival: 'Pune',
      returnDate: '2027-01-02',
      returnTime: '08:15',
    });
  });

  it('keeps a one-way form with defaults out of the address', () => {
    expect(plannerToSearch(plannerDefaults)).toBe('');
  });

  it('ignores bad or tampered parameters one by one', () => {
    const search =
      '?trip=teleport&from=Goa&to=' +
      'x'.repeat(101) +
      '&date=2027-02-30&time=25:00&pax=0&jet=rocket&rdate=%E0%A4%A&from2=';
    expect(valuesOf(search)).toEqual({
      departure: 'Goa',
      nextLegs: [{ departure: '', arrival: '', date: '', time: '' }],
    });
    expect(valuesOf('?pax=16&jet=heavy&time=23:59')).toEqual({
      passengers: 16,
      jetType: 'heavy',
      time: '23:59',
    });
    expect(valuesOf('?pax=17&pax=2')).toEqual({});
    expect(() => valuesOf('%%%&&&==?')).not.toThrow();
  });

  it('drops dates beyond the 18-month booking window and counts them for a notice', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    const search =
      '?trip=multi-city&from=BOM&to=DXB&date=2026-12-01&from2=DXB&to2=DEL&date2=3026-12-08&from3=DEL&to3=BOM&date3=2028-05-26';
    const { values, droppedDates } = readPlannerAddress(search, now);
    expect(droppedDates).toBe(1);
    expect(values.date).toBe('2026-12-01');
    expect(values.nextLegs?.map((leg) => leg.date)).toEqual(['', '2028-05-26']);
    expect(readPlannerAddress('?trip=round-trip&rdate=2400-01-01', now)).toEqual({
      values: { tripType: 'round-trip' },
      droppedDates: 1,
      legsCut: false,
    });
    expect(readPlannerAddress('?date=2027-01-02', now).droppedDates).toBe(0);
  });

  it('carries at most six legs', () => {
    const legs = Array.from({ length: 8 }, (_, i) => `from${i + 2}=A${i}`).join('&');
    expect(valuesOf(`?trip=multi-city&${legs}`).nextLegs).toHaveLength(5);
  });

  it('says when a link held more legs than the planner keeps', () => {
    const legs = (count: number) =>
      Array.from({ length: count - 1 }, (_, i) => `from${i + 2}=A${i}&to${i + 2}=B${i}`).join('&');
    const fifty = readPlannerAddress(`?trip=multi-city&from=BOM&to=DEL&${legs(50)}`);
    expect(fifty.legsCut).toBe(true);
    expect(fifty.values.nextLegs).toHaveLength(5);
    expect(readPlannerAddress(`?trip=multi-city&from=BOM&${legs(6)}`).legsCut).toBe(false);
    expect(readPlannerAddress(`?trip=multi-city&from=BOM&${legs(3)}`).legsCut).toBe(false);
    // An empty later leg still counts: the planner writes its `from` even when blank.
    expect(readPlannerAddress(`?trip=multi-city&${legs(6)}&from7=`).legsCut).toBe(true);
  });
});

describe('the quote reference', () => {
  it('is VJ- and 6 characters, the same for the same trip however the places are written', () => {
    const reference = plan(multiCity, context).reference;
    expect(reference).toMatch(/^VJ-[0-9A-HJKMNP-TV-Z]{6}$/);
    const written = { ...multiCity, departure: ' mumbai ', arrival: 'DEL' };
    expect(plan(written, context).reference).toBe(reference);
  });

  it('changes when the trip changes', () => {
    const reference = plan(multiCity, context).reference;
    expect(plan({ ...multiCity, passengers: 7 }, context).reference).not.toBe(reference);
    expect(plan({ ...multiCity, time: '09:01' }, context).reference).not.toBe(reference);
    expect(plan({ ...multiCity, tripType: 'round-trip' }, context).reference).not.toBe(reference);
  });
});

describe('consultantText', () => {
  it('lists every leg, passengers, jet type, the estimated total and the reference', () => {
    const lines = consultantText(multiCity, context).split('\n');
    expect(lines.slice(0, 8)).toEqual([
      'Hello Vayu Jets',
      '',
      'Trip: Multi-City',
      'Leg 1: Mumbai (BOM) → New Delhi (DEL), Sat, 20 Mar 2027 at 09:00',
      'Leg 2: New Delhi (DEL) → Jaipur (JAI), Sun, 21 Mar 2027 at 10:30',
      'Leg 3: Jaipur (JAI) → Mumbai (BOM), Tue, 23 Mar 2027 at 17:00',
      'Passengers: 6',
      'Jet type: Midsize Jet',
    ]);
    expect(lines[9]).toMatch(
      /^Estimated total: ₹[\d,]+ incl\. GST as applicable \(range ₹[\d,]+ – ₹[\d,]+; rate card of 1 November 2026\)$/,
    );
    expect(lines[10]).toBe(`Quote reference: ${plan(multiCity, context).reference}`);
  });

  it('keeps typed line breaks from forging lines, and marks gaps', () => {
    const text = consultantText({ ...multiCity, arrival: 'Goa\nPassengers: 99', nextLegs: [] }, context);
    expect(text).toContain('Leg 1: Mumbai (BOM) → Goa Passengers: 99, Sat, 20 Mar 2027 at 09:00');
    expect(text).toContain('Estimated total: to be confirmed');
    expect(text.split('\n').filter((line) => line.startsWith('Passengers:'))).toEqual(['Passengers: 6']);
  });

  it('words One Way as the booking form does, adding the reference after the estimate', () => {
    const oneWay = { ...multiCity, tripType: 'one-way' as const };
    const text = consultantText(oneWay, context);
    expect(text).toContain('Departure: Mumbai (BOM)');
    expect(text).toContain('Route estimate: Mumbai (BOM) → New Delhi (DEL), Midsize Jet');
    expect(text.endsWith(`Quote reference: ${plan(oneWay, context).reference}`)).toBe(true);
  });
});

describe('renderQuote', () => {
  it('leaves the estimate out, whatever the reason, when the plan has no price, and keeps the reference', () => {
    const { greeting, ...sources } = context;
    const unpriced = (values: Partial<PlannerInput>) => {
      const planned = { ...plan(values, sources), estimate: { status: 'refused' } } as never;
      return renderQuote(quoteOf(planned, greeting), 'whatsapp');
    };
    const oneWay = unpriced({ ...multiCity, tripType: 'one-way' });
    expect(oneWay).not.toContain('Route estimate');
    expect(oneWay).toContain(`Quote reference: ${plan({ ...multiCity, tripType: 'one-way' }, context).reference}`);
    expect(unpriced(multiCity)).toContain('Estimated total: to be confirmed');
  });

  it('words the e-mail as the WhatsApp text, under the reference', () => {
    const { greeting, ...sources } = context;
    const planned = plan(multiCity, sources);
    expect(renderQuote(quoteOf(planned, greeting), 'email')).toEqual({
      subject: `Vayu Jets quote ${planned.reference}`,
      body: renderQuote(quoteOf(planned, greeting), 'whatsapp'),
    });
  });
});
