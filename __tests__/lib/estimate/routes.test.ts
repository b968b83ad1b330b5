import { handWorkedPricing } from '@/__tests__/support/hand-worked-pricing';
import { content } from '@/lib/content';
import { estimateRoute, type Estimate, type RouteEstimate } from '@/lib/estimate/estimate';

const { airports } = content;
const pricing = handWorkedPricing(content.pricing);

// Every expected figure below is worked out by hand from content/pricing.ts (rate card of 2026-11-01):
//   block time per leg = nm ÷ cruise kn + the allowance (cruise speeds fixed in __tests__/support/hand-worked-pricing.ts)
//   each line = block time in whole minutes × hourly rate ÷ 60 (the booking page's rate card), rounded to the rupee
//   subtotal = the sum of the lines; GST 18% of the subtotal, rounded once; range = total × 0.92 rounded down and total × 1.12 rounded up, to ₹1,000.

function routeEstimate(estimate: Estimate): RouteEstimate {
  if (estimate.status !== 'ok') throw new Error(`expected an estimate, got ${estimate.status}`);
  return estimate;
}

const amounts = (estimate: RouteEstimate) => estimate.lineItems.map((item) => [item.kind, item.amount]);

describe('estimateRoute on real routes', () => {
  it('Mumbai to Delhi in a light jet', () => {
    const estimate = routeEstimate(
      estimateRoute(
        { from: 'Mumbai (BOM)', to: 'New Delhi (DEL)', jetType: 'light', passengers: 4 },
        airports,
        pricing,
      ),
    );
    // 1,136.81 km = 613.830 nm; 613.830 ÷ 420 kn = 1.461501 h + 0.5 h allowance = 1.961501 h per leg
    // 1.961501 h = 117.69 min → 118 min out and 118 back to base (no positioning in: we start at BOM)
    // out: 118 × ₹2,50,000 ÷ 60 = ₹4,91,666.67 → ₹4,91,667; back: 236 min = ₹9,83,333.33 → ₹9,83,333 − 4,91,667
    // = ₹4,91,666; landings: DEL + BOM, domestic, 2 × ₹40,000 = ₹80,000
    // subtotal 9,83,333 + 80,000 = ₹10,63,333; GST 18% = 1,91,399.94 → ₹1,91,400; total ₹12,54,733
    // range: 12,54,733 × 0.92 = 11,54,354.36 → ₹11,54,000; × 1.12 = 14,05,300.96 → ₹14,06,000
    expect(estimate.flight.distanceKm).toBeCloseTo(1136.81, 1);
    expect(estimate.flight.distanceNm).toBeCloseTo(613.83, 1);
    expect(estimate.flight.blockHours).toBeCloseTo(1.961501, 5);
    expect(amounts(estimate)).toEqual([
      ['flight', 491_667],
      ['positioning-out', 491_666],
      ['landings', 80_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([1_063_333, 191_400, 1_254_733]);
    expect([estimate.low, estimate.high]).toEqual([1_154_000, 1_406_000]);
    expect(estimate.seatCheck).toEqual({ ok: true });
  });

  it('Mumbai to Goa (Dabolim) by helicopter', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'BOM', to: 'GOI', jetType: 'helicopter', passengers: 4 }, airports, pricing),
    );
    // 424.80 km = 229.375 nm (inside the helicopter's 370 nm); 229.375 ÷ 130 kn = 1.764424 h + 0.25 h = 2.014424 h
    // 2.014424 h = 120.87 min → 121 min × ₹1,50,000 ÷ 60 = ₹3,02,500 each way; landings 2 × ₹20,000 = ₹40,000
    // subtotal 3,02,500 × 2 + 40,000 = ₹6,45,000; GST = ₹1,16,100; total ₹7,61,100
    // range: × 0.92 = 7,00,212 → ₹7,00,000; × 1.12 = 8,52,432 → ₹8,53,000
    expect(estimate.flight.distanceKm).toBeCloseTo(424.8, 1);
    expect(amounts(estimate)).toEqual([
      ['flight', 302_500],
      ['positioning-out', 302_500],
      ['landings', 40_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([645_000, 116_100, 761_100]);
    expect([estimate.low, estimate.high]).toEqual([700_000, 853_000]);
  });

  it('Mumbai to Dubai in a midsize jet, with international landing charges', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'Mumbai', to: 'dubai (dxb)', jetType: 'midsize', passengers: 6 }, airports, pricing),
    );
    // 1,926.17 km = 1,040.046 nm; ÷ 450 kn = 2.311213 h + 0.5 h = 2.811213 h
    // = 168.67 min → 169 min × ₹4,50,000 ÷ 60 = ₹12,67,500 each way; landings DXB + BOM, both legs international:
    // 2 × ₹1,80,000; subtotal 12,67,500 × 2 + 3,60,000 = ₹28,95,000; GST = ₹5,21,100; total ₹34,16,100
    // range: × 0.92 = 31,42,812 → ₹31,42,000; × 1.12 = 38,26,032 → ₹38,27,000
    expect(estimate.flight.distanceNm).toBeCloseTo(1040.05, 1);
    expect(amounts(estimate)).toEqual([
      ['flight', 1_267_500],
      ['positioning-out', 1_267_500],
      ['landings', 360_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([2_895_000, 521_100, 3_416_100]);
    expect([estimate.low, estimate.high]).toEqual([3_142_000, 3_827_000]);
  });

  it('Mumbai to London in a heavy jet, over two flying days', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'Mumbai (BOM)', to: 'London (LHR)', jetType: 'heavy', passengers: 12 }, airports, pricing),
    );
    // 7,213.05 km = 3,894.735 nm (inside 7,700 nm); ÷ 480 kn = 8.114030 h + 0.5 h = 8.614030 h
    // = 516.84 min → 517 min × ₹8,50,000 ÷ 60 = ₹73,24,166.67 → ₹73,24,167 out; flown 1,034 min = ₹1,46,48,333.33
    // → ₹1,46,48,333, so ₹73,24,166 back; 2 flying days, above the 4 h minimum; landings 2 × ₹3,00,000
    // = ₹6,00,000; subtotal ₹1,52,48,333; GST = 27,44,699.94 → ₹27,44,700; total ₹1,79,93,033
    // range: × 0.92 = 1,65,53,590.36 → ₹1,65,53,000; × 1.12 = 2,01,52,196.96 → ₹2,01,53,000
    expect(estimate.flight.distanceKm).toBeCloseTo(7213.05, 1);
    expect(estimate.flyingDays).toBe(2);
    expect(amounts(estimate)).toEqual([
      ['flight', 7_324_167],
      ['positioning-out', 7_324_166],
      ['landings', 600_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([15_248_333, 2_744_700, 17_993_033]);
    expect([estimate.low, estimate.high]).toEqual([16_553_000, 20_153_000]);
  });

  it('Mumbai to London in a light jet is refused: 3,895 nm is beyond its 1,809 nm, and we plan no fuel stops', () => {
    // The light jet plans on its shortest range less the reserve: 2,010 × 0.9 = 1,809 nm. The midsize
    // jet's 2,880 nm is not enough either; the heavy jet's 5,805 nm flies it non-stop.
    const refused = estimateRoute({ from: 'BOM', to: 'LHR', jetType: 'light', passengers: 4 }, airports, pricing);
    expect(refused).toMatchObject({
      status: 'beyond-range',
      distanceNm: expect.closeTo(3_894.7, 0),
      usableNm: expect.closeTo(1_809, 6),
      suggestion: { jetType: 'heavy' },
    });
    expect(refused).not.toHaveProperty('total');
  });

  it('Mumbai to Pune by helicopter bills the 2-hour daily minimum', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'BOM', to: 'PNQ', jetType: 'helicopter', passengers: 2 }, airports, pricing),
    );
    // 67.063 nm ÷ 130 kn = 0.515869 h + 0.25 h = 0.765869 h = 45.95 min → 46 min × ₹1,50,000 ÷ 60 = ₹1,15,000
    // each way; flown 92 min; top-up to 2 h: 28 min × ₹2,500 = ₹70,000; landings 2 × ₹20,000
    // subtotal 1,15,000 × 2 + 70,000 + 40,000 = ₹3,40,000 (2 h × ₹1,50,000 + landings, as billed);
    // GST ₹61,200; total ₹4,01,200
    expect(estimate.billableHours).toBe(2);
    expect(amounts(estimate)).toEqual([
      ['flight', 115_000],
      ['positioning-out', 115_000],
      ['minimum', 70_000],
      ['landings', 40_000],
    ]);
    expect(estimate.subtotal).toBe(340_000);
    expect(estimate.total).toBe(401_200);
  });

  it('positions from Mumbai when the trip starts elsewhere, and not back when it ends in Mumbai', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'DEL', to: 'BOM', jetType: 'light', passengers: 4 }, airports, pricing),
    );
    expect(estimate.legs.map((leg) => leg.kind)).toEqual(['positioning-in', 'flight']);
    const both = routeEstimate(
      estimateRoute({ from: 'DEL', to: 'JAI', jetType: 'light', passengers: 4 }, airports, pricing),
    );
    expect(both.legs.map((leg) => `${leg.from.iata}-${leg.to.iata}`)).toEqual(['BOM-DEL', 'DEL-JAI', 'JAI-BOM']);
  });
});

describe('estimateRoute without an estimate', () => {
  it('waits for both places', () => {
    expect(estimateRoute({ from: 'BOM', to: ' ', jetType: 'light', passengers: 1 }, airports, pricing)).toEqual({
      status: 'incomplete',
    });
  });

  it('names the places we do not list', () => {
    expect(
      estimateRoute({ from: 'Lonavala helipad', to: 'DEL', jetType: 'light', passengers: 1 }, airports, pricing),
    ).toEqual({ status: 'unknown', places: ['Lonavala helipad'] });
  });

  it('does not price a trip to the same airport', () => {
    const estimate = estimateRoute(
      { from: 'BOM', to: 'Mumbai (BOM)', jetType: 'light', passengers: 1 },
      airports,
      pricing,
    );
    expect(estimate.status).toBe('same-airport');
  });
});
