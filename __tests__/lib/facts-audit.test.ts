import { auditFacts, type AuditSources } from '@/__tests__/support/facts-audit';

// The audit over a small export: it must fail, naming both pages and both values, when one page
// states a figure the others and the estimator do not.

const sources: AuditSources = {
  leg: (leg, by) =>
    leg === 'BOM-GOI' && by === 'light'
      ? { time: '1 h 05 min', price: '₹6,56,000 – ₹8,00,000', total: '₹7,13,900' }
      : undefined,
  legTimes: (leg) => (leg === 'BOM-PNQ' ? ['46 min', '41 min'] : []),
  aircraft: {
    'global-7500': { seats: 14, rangeNm: 7700, cruiseKn: 516, takeoff: { kind: 'runway', lengthM: 1768 } },
    'bell-429': { seats: 6, rangeNm: 370, cruiseKn: 150, takeoff: { kind: 'helipad' } },
  },
  categories: {
    light: { seats: 7, rangeNm: 2010, takeoff: { kind: 'runway', lengthM: 978 } },
    helicopter: { seats: 6, rangeNm: 370, takeoff: { kind: 'helipad' } },
  },
  places: { Mumbai: 'BOM', Pune: 'PNQ' },
};

const page = (path: string, body: string) => ({
  path,
  document: new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html'),
});
const routeCard = (total: string) =>
  `<div data-leg="BOM-GOI" data-by="light"><span data-fact="price">₹6,56,000 – ₹8,00,000</span><b data-fact="total">${total}</b></div>`;
const guideCell = (total: string) =>
  `<span data-leg="BOM-GOI" data-by="light"><span data-fact="total">${total}</span></span>`;

describe('the facts audit', () => {
  it('passes pages that agree with each other and the estimator', () => {
    const pages = [
      page('/routes/mumbai-to-goa/index.html', routeCard('₹7,13,900')),
      page('/private-jet-charter-cost/index.html', guideCell('₹7,13,900')),
      page(
        '/fleet/global-7500/index.html',
        '<dl data-aircraft="global-7500"><dd data-fact="seats">14 passengers</dd><dd data-fact="range">7,700 nm</dd><dd data-fact="cruise">516 knots</dd><dd data-fact="runway">1,768 m (5,800 ft)</dd></dl><p>Mumbai to Pune in 46 min</p>',
      ),
    ];
    expect(auditFacts(pages, sources)).toEqual([]);
  });

  it('fails when one page’s price is broken, naming both pages and both values', () => {
    const pages = [
      page('/routes/mumbai-to-goa/index.html', routeCard('₹7,13,900')),
      page('/private-jet-charter-cost/index.html', guideCell('₹72,01,933')),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      'BOM-GOI by light: /private-jet-charter-cost/index.html shows a total of ₹72,01,933, the estimator gives ₹7,13,900',
      'BOM-GOI by light: /routes/mumbai-to-goa/index.html shows a total of ₹7,13,900, /private-jet-charter-cost/index.html shows ₹72,01,933',
    ]);
  });

  it('fails on a price the estimator refuses', () => {
    const pages = [
      page('/book/index.html', '<p data-leg="BOM-LHR" data-by="light"><b data-fact="total">₹72,01,933</b></p>'),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      'BOM-LHR by light: /book/index.html shows a total of ₹72,01,933, but the estimator refuses it',
    ]);
  });

  it('fails on a seat, range or speed that is not the aircraft’s or the category’s', () => {
    const pages = [
      page(
        '/fleet/index.html',
        '<dl data-aircraft="global-7500"><dd data-fact="seats">16 passengers</dd><dd data-fact="cruise">488 knots</dd></dl><table><tr data-category="light"><td data-fact="seats">4-7</td><td data-fact="range">2,040 nm</td></tr></table>',
      ),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      'global-7500 seats: /fleet/index.html shows 16 passengers, the fleet says 14',
      'global-7500 cruise: /fleet/index.html shows 488 knots, the fleet says 516',
      'light range: /fleet/index.html shows 2,040 nm, the fleet says 2010',
    ]);
  });

  it('fails on a runway that is not the aircraft’s or the category’s, and on a runway for a helicopter', () => {
    const pages = [
      page(
        '/fleet/global-7500/index.html',
        '<dl data-aircraft="global-7500"><dd data-fact="runway">975 m (3,200 ft)</dd></dl>',
      ),
      page(
        '/fleet/bell-429/index.html',
        '<dl data-aircraft="bell-429"><dd data-fact="runway">None: lands on a helipad</dd></dl>',
      ),
      page(
        '/private-jet-charter-cost/index.html',
        '<table><tr data-category="light"><td data-fact="runway">969 m (3,180 ft)</td></tr><tr data-category="helicopter"><td data-fact="runway">500 m (1,640 ft)</td></tr></table>',
      ),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      'global-7500 runway: /fleet/global-7500/index.html shows 975 m (3,200 ft), the fleet says 1768 m',
      'light runway: /private-jet-charter-cost/index.html shows 969 m (3,180 ft), the fleet says 978 m',
      'helicopter runway: /private-jet-charter-cost/index.html shows 500 m (1,640 ft), the fleet says a helipad',
    ]);
  });

  it('fails on prose that types a time or counts fuel stops', () => {
    const pages = [
      page('/fleet/index.html', '<li>Mumbai to Pune in under 40 minutes</li>'),
      page('/about/index.html', '<p>from a forty-minute hop to Pune</p>'),
      page('/fleet/bell-429/index.html', '<dd>Mumbai to New York: 20 fuel stops</dd>'),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      '/fleet/index.html: "Mumbai to Pune in under 40 minutes", the estimator gives 46 min or 41 min',
      '/about/index.html: "forty-minute" states a time in words, not from the estimator',
      '/fleet/bell-429/index.html: "20 fuel stops", but we plan no fuel stops',
    ]);
  });
});
