import { handWorkedPricing } from '@/__tests__/support/hand-worked-pricing';
import { content } from '@/lib/content';
import { estimateRoute, type RouteEstimate } from '@/lib/estimate/estimate';
import {
  describeLineItem,
  formatDistance,
  formatDuration,
  formatLongDate,
  formatRange,
  seatMessage,
} from '@/lib/estimate/format';
import { estimateSummaryLines } from '@/lib/requests/quote';

const { airports } = content;
const pricing = handWorkedPricing(content.pricing);

const estimate = (from: string, to: string, jetType: RouteEstimate['jetType'], passengers = 4) => {
  const result = estimateRoute({ from, to, jetType, passengers }, airports, pricing);
  if (result.status !== 'ok') throw new Error(result.status);
  return result;
};

describe('estimate formatting', () => {
  it('formats durations to the minute', () => {
    expect(formatDuration(1.961501)).toBe('1 h 58 min');
    expect(formatDuration(0.75)).toBe('45 min');
    expect(formatDuration(2)).toBe('2 h');
    expect(formatDuration(0)).toBe('0 min');
  });

  it('formats distance in km and nm, the Indian way', () => {
    expect(formatDistance(7213.05, 3894.73)).toBe('7,213 km (3,895 nm)');
  });

  it('formats the range in rupees and the rate card date', () => {
    expect(formatRange({ low: 1_151_000, high: 1_402_000 })).toBe('₹11,51,000 – ₹14,02,000');
    expect(formatLongDate('2026-11-01')).toBe('1 November 2026');
    // Spelled out by hand, it must read exactly as Intl's en-IN long date, every month.
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2027-${String(month).padStart(2, '0')}-${month === 2 ? 28 : 31 - (month % 2)}`;
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('describes each line item with its route and time', () => {
    const trip = estimate('DEL', 'JAI', 'light');
    expect(trip.lineItems.map((item) => describeLineItem(item, trip, pricing))).toEqual([
      {
        label: 'Positioning from our Mumbai base',
        detail: expect.stringMatching(/^Mumbai \(BOM\) → New Delhi \(DEL\), 1 h 58 min$/),
      },
      { label: 'Your flight', detail: expect.stringMatching(/^New Delhi \(DEL\) → Jaipur \(JAI\), \d+ min$/) },
      { label: 'Return to base', detail: expect.stringMatching(/^Jaipur \(JAI\) → Mumbai \(BOM\), 1 h \d\d min$/) },
      { label: 'Airport and handling charges', detail: '3 landings' },
    ]);
  });

  it('names the minimum billing', () => {
    const pune = estimate('BOM', 'PNQ', 'helicopter');
    expect(describeLineItem(pune.lineItems[2], pune, pricing)).toEqual({
      label: 'Minimum billing',
      detail: '28 min more, to reach 2 h per flying day',
    });
  });
});

describe('estimateSummaryLines', () => {
  it('summarises the route for the WhatsApp text', () => {
    // 236 min × ₹2,50,000 ÷ 60 → ₹9,83,333 both ways + ₹80,000 = ₹10,63,333; + GST ₹1,91,400 = ₹12,54,733;
    // range × 0.92 → ₹11,54,000, × 1.12 → ₹14,06,000 (worked in routes.test.ts)
    expect(estimateSummaryLines(estimate('BOM', 'DEL', 'light'), pricing)).toEqual([
      'Route estimate: Mumbai (BOM) → New Delhi (DEL), Light Jet',
      'Distance: 1,137 km (614 nm); flight time about 1 h 58 min',
      'Estimate: ₹11,54,000 – ₹14,06,000 (₹12,54,733 incl. GST as applicable; rate card of 1 November 2026)',
    ]);
  });

  it('adds the seat warning', () => {
    const lines = estimateSummaryLines(estimate('BOM', 'DEL', 'light', 12), pricing);
    expect(lines.slice(3)).toEqual(["12 passengers is more than the Light Jet's 7 seats. A Heavy Jet seats up to 14."]);
    expect(seatMessage(estimate('BOM', 'PNQ', 'helicopter', 2), pricing)).toBeUndefined();
  });
});
