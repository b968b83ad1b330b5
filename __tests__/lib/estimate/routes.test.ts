import { content } from '@/lib/content';
import { estimateRoute, type Estimate, type RouteEstimate } from '@/lib/estimate/estimate';

const { airports, pricing } = content;

// Every expected figure below is worked out by hand from content/pricing.ts (rate card of 2026-11-01):
//   block time per leg = nm ÷ cruise kn + allowance × (1 + fuel stops)
//   each line = block time × hourly rate (the booking page's rate card), rounded to the rupee
//   GST 18% of the subtotal; range = total × 0.92 rounded down and total × 1.12 rounded up, to ₹1,000.

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
    // 1.961501 h × ₹2,50,000 = ₹4,90,375.2 → ₹4,90,375 out, the same back to base (no positioning in: we start at BOM)
    // landings: DEL + BOM, domestic, 2 × ₹40,000 = ₹80,000
    // subtotal 4,90,375 × 2 + 80,000 = ₹10,60,750; GST 18% = ₹1,90,935; total ₹12,51,685
    // range: 12,51,685 × 0.92 = 11,51,550.2 → ₹11,51,000; × 1.12 = 14,01,887.2 → ₹14,02,000
    expect(estimate.flight.distanceKm).toBeCloseTo(1136.81, 1);
    expect(estimate.flight.distanceNm).toBeCloseTo(613.83, 1);
    expect(estimate.flight.blockHours).toBeCloseTo(1.961501, 5);
    expect(amounts(estimate)).toEqual([
      ['flight', 490_375],
      ['positioning-out', 490_375],
      ['landings', 80_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([1_060_750, 190_935, 1_251_685]);
    expect([estimate.low, estimate.high]).toEqual([1_151_000, 1_402_000]);
    expect(estimate.rangeCheck).toEqual({ ok: true });
    expect(estimate.seatCheck).toEqual({ ok: true });
  });

  it('Mumbai to Goa (Dabolim) by helicopter', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'BOM', to: 'GOI', jetType: 'helicopter', passengers: 4 }, airports, pricing),
    );
    // 424.80 km = 229.375 nm (inside the helicopter's 370 nm); 229.375 ÷ 130 kn = 1.764424 h + 0.25 h = 2.014424 h
    // 2.014424 h × ₹1,50,000 = ₹3,02,163.6 → ₹3,02,164 each way; landings 2 × ₹20,000 = ₹40,000
    // subtotal 3,02,164 × 2 + 40,000 = ₹6,44,328; GST = 1,15,979.04 → ₹1,15,979; total ₹7,60,307
    // range: × 0.92 = 6,99,482.44 → ₹6,99,000; × 1.12 = 8,51,543.84 → ₹8,52,000
    expect(estimate.flight.distanceKm).toBeCloseTo(424.8, 1);
    expect(amounts(estimate)).toEqual([
      ['flight', 302_164],
      ['positioning-out', 302_164],
      ['landings', 40_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([644_328, 115_979, 760_307]);
    expect([estimate.low, estimate.high]).toEqual([699_000, 852_000]);
  });

  it('Mumbai to Dubai in a midsize jet, with international landing charges', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'Mumbai', to: 'dubai (dxb)', jetType: 'midsize', passengers: 6 }, airports, pricing),
    );
    // 1,926.17 km = 1,040.046 nm; ÷ 450 kn = 2.311213 h + 0.5 h = 2.811213 h
    // × ₹4,50,000 = ₹12,65,045.9 → ₹12,65,046 each way; landings DXB + BOM, both legs international: 2 × ₹1,80,000
    // subtotal 12,65,046 × 2 + 3,60,000 = ₹28,90,092; GST = 5,20,216.56 → ₹5,20,217; total ₹34,10,309
    // range: × 0.92 = 31,37,484.28 → ₹31,37,000; × 1.12 = 38,19,546.08 → ₹38,20,000
    expect(estimate.flight.distanceNm).toBeCloseTo(1040.05, 1);
    expect(amounts(estimate)).toEqual([
      ['flight', 1_265_046],
      ['positioning-out', 1_265_046],
      ['landings', 360_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([2_890_092, 520_217, 3_410_309]);
    expect([estimate.low, estimate.high]).toEqual([3_137_000, 3_820_000]);
  });

  it('Mumbai to London in a heavy jet, over two flying days', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'Mumbai (BOM)', to: 'London (LHR)', jetType: 'heavy', passengers: 12 }, airports, pricing),
    );
    // 7,213.05 km = 3,894.735 nm (inside 7,700 nm); ÷ 480 kn = 8.114030 h + 0.5 h = 8.614030 h
    // × ₹8,50,000 = ₹73,21,925.8 → ₹73,21,926 each way; flown 17.23 h = 2 flying days, above the 4 h minimum
    // landings 2 × ₹3,00,000 = ₹6,00,000; subtotal ₹1,52,43,852; GST = 27,43,893.36 → ₹27,43,893; total ₹1,79,87,745
    // range: × 0.92 = 1,65,48,725.4 → ₹1,65,48,000; × 1.12 = 2,01,46,274.4 → ₹2,01,47,000
    expect(estimate.flight.distanceKm).toBeCloseTo(7213.05, 1);
    expect(estimate.flyingDays).toBe(2);
    expect(amounts(estimate)).toEqual([
      ['flight', 7_321_926],
      ['positioning-out', 7_321_926],
      ['landings', 600_000],
    ]);
    expect([estimate.subtotal, estimate.gst, estimate.total]).toEqual([15_243_852, 2_743_893, 17_987_745]);
    expect([estimate.low, estimate.high]).toEqual([16_548_000, 20_147_000]);
  });

  it('Mumbai to London in a light jet needs two fuel stops each way, as Compare says, and suggests a heavy jet', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'BOM', to: 'LHR', jetType: 'light', passengers: 4 }, airports, pricing),
    );
    // The light jet plans on its shortest range less the reserve: 2,010 × 0.9 = 1,809 nm
    // 3,894.735 nm: ⌈3,894.735 ÷ 1,809⌉ − 1 = 2 fuel stops per leg (the CJ3+ on Compare: ⌈3,894.735 ÷ 1,836⌉ − 1 = 2)
    // 3,894.735 ÷ 420 kn = 9.273178 h + 3 × 0.5 h = 10.773178 h × ₹2,50,000 = ₹26,93,294.4 → ₹26,93,294
    // landings: 2 legs × 3 landings × ₹1,20,000 = ₹7,20,000; subtotal ₹61,06,588; GST ₹10,99,186 (1,099,185.84)
    expect(estimate.flight.fuelStops).toBe(2);
    expect(amounts(estimate)).toEqual([
      ['flight', 2_693_294],
      ['positioning-out', 2_693_294],
      ['landings', 720_000],
    ]);
    expect(estimate.total).toBe(7_205_774);
    // The midsize jet's 2,880 nm is not enough either; the heavy jet's 5,805 nm flies it non-stop.
    expect(estimate.rangeCheck).toEqual({
      ok: false,
      rangeNm: expect.closeTo(1_809, 6),
      fuelStops: 2,
      suggestion: 'heavy',
    });
  });

  it('Mumbai to Pune by helicopter bills the 2-hour daily minimum', () => {
    const estimate = routeEstimate(
      estimateRoute({ from: 'BOM', to: 'PNQ', jetType: 'helicopter', passengers: 2 }, airports, pricing),
    );
    // 67.063 nm ÷ 130 kn = 0.515869 h + 0.25 h = 0.765869 h → ₹1,14,880 each way; flown 1.531739 h
    // top-up to 2 h: 0.468261 h × ₹1,50,000 = ₹70,239.2 → ₹70,239; landings 2 × ₹20,000
    // subtotal 1,14,880 × 2 + 70,239 + 40,000 = ₹3,39,999; GST ₹61,200 (61,199.82); total ₹4,01,199
    expect(estimate.billableHours).toBe(2);
    expect(amounts(estimate)).toEqual([
      ['flight', 114_880],
      ['positioning-out', 114_880],
      ['minimum', 70_239],
      ['landings', 40_000],
    ]);
    expect(estimate.total).toBe(401_199);
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
