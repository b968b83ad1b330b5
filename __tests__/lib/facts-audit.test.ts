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
    light: { seats: 7, minSeats: 7, rangeNm: 2010, nonStopNm: 1809, takeoff: { kind: 'runway', lengthM: 978 } },
    helicopter: { seats: 6, rangeNm: 370, takeoff: { kind: 'helipad' } },
  },
  places: { Mumbai: 'BOM', Pune: 'PNQ' },
  notJets: ['Helicopter', 'Bell 429', 'Leonardo AW139'],
  inclusions: {
    items: [
      { id: 'refreshments', text: 'Light refreshments on board', state: 'hourly', term: 'refreshments' },
      { id: 'positioning', text: 'Positioning and the return to base', state: 'itemised', term: 'positioning' },
      { id: 'special-catering', text: 'Special catering', state: 'excluded', term: 'catering' },
    ],
  },
  classes: ['Light Jets', 'Helicopters', 'Group Charter'],
  company: {
    figures: { aircraft: '50+', flights: '500+' },
    phrases: ['50+ aircraft on call with our partner operators', '500+ flights', '8 aircraft of our own'],
    notice: 'three hours',
  },
};

const page = (path: string, body: string) => ({
  path,
  document: new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html'),
});
const routeCard = (total: string) =>
  `<div data-leg="BOM-GOI" data-by="light"><span data-fact="price">₹6,56,000 – ₹8,00,000</span><b data-fact="total">${total}</b></div>`;
const guideCell = (total: string) =>
  `<span data-leg="BOM-GOI" data-by="light"><span data-fact="total">${total}</span></span>`;

const guideRow = (seats: string, nonStop: string) =>
  `<table><thead><tr><th>Category</th><th>Seats</th><th>Range non-stop</th></tr></thead><tbody><tr data-category="light"><th>Light Jet</th><td data-fact="seats">${seats}</td>${nonStop}</tr></tbody></table>`;

describe('the facts audit', () => {
  it('passes one seat range, one non-stop figure and no airliner for sale', () => {
    const pages = [
      page('/private-jet-charter-cost/index.html', guideRow('7', '<td data-fact="non-stop">1,809 nm</td>')),
      page('/index.html', '<h3>Group Charter</h3><p>The rules apply on a private flight as on an airliner.</p>'),
    ];
    expect(auditFacts(pages, sources)).toEqual([]);
  });

  it('fails on a seat range the fleet does not have ("4-7" where every light jet seats 7)', () => {
    const pages = [page('/private-jet-charter-cost/index.html', guideRow('4-7', ''))];
    expect(auditFacts(pages, sources)).toEqual([
      "light seats: /private-jet-charter-cost/index.html shows 4-7, the fleet's light seat 7",
    ]);
  });

  it('fails on a range called non-stop that is not the non-stop rule’s, marked either way', () => {
    const asRange = [page('/p/index.html', guideRow('7', '<td data-fact="range">2,010 nm</td>'))];
    expect(auditFacts(asRange, sources)).toEqual([
      'light range: /p/index.html shows 2,010 nm as non-stop, the non-stop rule gives 1809',
    ]);
    const wrong = [page('/p/index.html', guideRow('7', '<td data-fact="non-stop">2,010 nm</td>'))];
    expect(auditFacts(wrong, sources)).toEqual(['light non-stop: /p/index.html shows 2,010 nm, the fleet says 1809']);
  });

  it('fails on one aircraft with two ranges on two pages', () => {
    const pages = [
      page('/fleet/global-7500/index.html', '<dl data-aircraft="global-7500"><dd data-fact="range">7,700 nm</dd></dl>'),
      page('/fleet/index.html', '<div data-aircraft="global-7500"><span data-fact="range">7,500 nm</span></div>'),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      'global-7500 range: /fleet/index.html shows 7,500 nm, the fleet says 7700',
    ]);
  });

  it('fails on airliners for sale when the fleet has no airliner', () => {
    const pages = [page('/index.html', '<h3>Airliners</h3><p>16+ seats</p>')];
    expect(auditFacts(pages, sources)).toEqual([
      '/index.html: "Airliners" sells airliners, but the fleet, the planner and group charter have none',
    ]);
  });

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
      "light seats: /fleet/index.html shows 4-7, the fleet's light seat 7",
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

  it('fails on a helicopter priced on a leg its category cannot fly, and on a refusal the estimator prices', () => {
    const pages = [
      page(
        '/private-jet-charter-cost/index.html',
        '<span data-leg="BOM-UDR" data-by="helicopter/leonardo-aw139"><span data-fact="total">₹8,55,500</span></span>',
      ),
      page('/fleet/leonardo-aw139/index.html', '<p data-leg="BOM-UDR" data-by="helicopter/leonardo-aw139"></p>'),
      page(
        '/routes/mumbai-to-goa/index.html',
        '<p data-leg="BOM-GOI" data-refused="light">Light Jet: beyond range</p>',
      ),
    ];
    // The AW139 alone flies Mumbai to Udaipur; the category (the Bell 429 too) does not.
    const aw139 = { time: '2 h 17 min', price: '₹7,87,000 – ₹9,58,000', total: '₹8,55,500' };
    const leg: AuditSources['leg'] = (route, by) =>
      route === 'BOM-UDR' && by === 'helicopter/leonardo-aw139' ? aw139 : sources.leg(route, by);
    expect(auditFacts(pages, { ...sources, leg })).toEqual([
      'BOM-UDR by helicopter: /private-jet-charter-cost/index.html prices the leonardo-aw139, but the category does not fly it non-stop',
      'BOM-GOI by light: /routes/mumbai-to-goa/index.html says it is beyond range, but the estimator prices it',
    ]);
  });

  it('fails on a private-jet question answered with a helicopter', () => {
    const pages = [
      page(
        '/routes/mumbai-to-udaipur/index.html',
        '<div data-faq><h3>Can a private jet fly Mumbai to Udaipur non-stop?</h3><p>Yes, in about 1 h 44 min in a Leonardo AW139.</p></div><div data-faq><h3>Can a helicopter fly it?</h3><p>The Leonardo AW139 does.</p></div>',
      ),
      page(
        '/index.html',
        '<details><summary>How much does a private jet charter cost?</summary><p>A helicopter is ₹1,50,000 per flight hour.</p></details>',
      ),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      '/routes/mumbai-to-udaipur/index.html: "Can a private jet fly Mumbai to Udaipur non-stop?" is answered with "Leonardo AW139", which is not a jet',
      '/index.html: "How much does a private jet charter cost?" is answered with "helicopter", which is not a jet',
    ]);
  });

  it('fails on an inclusion said both ways, and on "no hidden" for a charge the estimate itemises', () => {
    const pages = [
      page(
        '/index.html',
        '<details><summary>What does the price include?</summary><p>The aircraft, crew, fuel, and catering planned around your tastes.</p></details><p>We will match it. No hidden positioning fees.</p>',
      ),
      page(
        '/private-jet-charter-cost/index.html',
        '<ul><li data-inclusion="hourly" data-item="special-catering">Special catering</li></ul>',
      ),
      page(
        '/terms/index.html',
        '<p>The charter price includes standard catering.</p><p>Not included: special catering.</p><li>One all-inclusive price</li>',
      ),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      '/index.html: "No hidden positioning fees.", but every estimate itemises "Positioning and the return to base"',
      '/index.html: "The aircraft, crew, fuel, and catering planned around your tastes." includes catering, but the inclusions list says "Special catering" is not included',
      '/private-jet-charter-cost/index.html: lists "Special catering" as hourly, the inclusions list says excluded',
      '/terms/index.html: "The charter price includes standard catering." includes catering, but the inclusions list says "Special catering" is not included',
      '/terms/index.html: "One all-inclusive price" is all-inclusive, but the inclusions list names what is not included',
    ]);
  });

  it('fails on a company figure that is not the one module’s, in prose or in a band', () => {
    const pages = [
      page(
        '/fleet/index.html',
        '<p>More than 50 aircraft on call.</p><p>8 aircraft of our own, and 50+ aircraft on call with our partner operators.</p><dl><div data-company="aircraft"><dt>Aircraft on call</dt><dd>60+</dd></div></dl>',
      ),
      page('/gallery/index.html', '<p>From one light jet to fifty aircraft on call, over 500+ flights.</p>'),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      '/fleet/index.html: shows 60+ for aircraft, the company figures say 50+',
      '/fleet/index.html: "50 aircraft" is not a company figure as content/data/stats.json writes it',
      '/gallery/index.html: "fifty aircraft" is not a company figure as content/data/stats.json writes it',
    ]);
  });

  it('fails on a notice that is not the one figure ("four hours" beside "three hours")', () => {
    const pages = [
      page(
        '/index.html',
        '<details><summary>How much notice do you need?</summary><p>For most domestic flights, four hours is enough for us to have an aircraft and crew ready.</p></details>',
      ),
      page('/contact/index.html', '<p>Same-day departures are routinely arranged within three hours of your call.</p>'),
      page('/blog/dubai/index.html', '<p>The flight is about three hours, and Dubai is an hour and a half behind.</p>'),
    ];
    expect(auditFacts(pages, sources)).toEqual([
      '/index.html: "For most domestic flights, four hours is enough for us to have an aircraft and crew ready." says four hours, the notice figure is three hours',
    ]);
  });

  it('passes the same kinds of statement when they agree', () => {
    const pages = [
      page(
        '/index.html',
        '<details><summary>What does the price include?</summary><p>The rate covers light refreshments on board. Not included, and quoted on request: special catering.</p></details><p>Positioning, the return to base included, is its own line on every estimate.</p><p>8 aircraft of our own, and 50+ aircraft on call with our partner operators, over 500+ flights.</p>',
      ),
      page(
        '/routes/mumbai-to-udaipur/index.html',
        '<div data-faq><h3>Can a private jet fly it?</h3><p>Yes, in a Light Jet.</p></div>',
      ),
    ];
    expect(auditFacts(pages, sources)).toEqual([]);
  });
});
