import type { Takeoff } from '@/lib/schemas/content/fleet';

// The facts audit: reads pages of the static export and checks that every leg's time and price, and
// every aircraft's or category's seats, range, cruise speed and runway, is what the one source says,
// and the same on every page. Pages mark their figures (lib/facts/leg-fact.ts, data-aircraft, data-category);
// prose is searched for route times and fuel-stop counts. Each problem names the pages and both values.

export type AuditPage = { path: string; document: Document };

export type LegFigures = { time: string; price: string; total: string };
export type Figures = { seats: number; rangeNm: number; cruiseKn?: number; takeoff?: Takeoff };

export type AuditSources = {
  /** The estimator's one-way figures for a leg ("BOM-GOI") by a category or "category/aircraft". */
  leg: (leg: string, by: string) => LegFigures | undefined;
  aircraft: Record<string, Figures>;
  categories: Record<string, Figures>;
  /** Place name (as prose writes it) to IATA code, for "Mumbai to Pune in 46 min". */
  places: Record<string, string>;
  /** Every time the estimator gives a leg, for any category or aircraft. */
  legTimes: (leg: string) => string[];
};

type Seen = { path: string; value: string };

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const firstNumber = (value: string) => Number((value.match(/[\d,]+/)?.[0] ?? '').replace(/,/g, ''));
const lastNumber = (value: string) => Number((value.match(/[\d,]+/g)?.at(-1) ?? '').replace(/,/g, ''));

function legFacts(pages: readonly AuditPage[]) {
  const facts = new Map<string, Seen[]>();
  for (const { path, document } of pages) {
    for (const marked of document.querySelectorAll('[data-leg][data-by]')) {
      for (const kind of ['time', 'price', 'total'] as const) {
        const element =
          marked.querySelector(`[data-fact="${kind}"]`) ?? (marked.matches(`[data-fact="${kind}"]`) ? marked : null);
        // A nested mark owns its own figures.
        if (!element || element.closest('[data-leg]') !== marked) continue;
        const key = `${marked.getAttribute('data-leg')} ${marked.getAttribute('data-by')} ${kind}`;
        facts.set(key, [...(facts.get(key) ?? []), { path, value: text(element) }]);
      }
    }
  }
  return facts;
}

function checkLegs(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  for (const [key, seen] of legFacts(pages)) {
    const [leg, by, kind] = key.split(' ') as [string, string, keyof LegFigures];
    const computed = sources.leg(leg, by);
    if (!computed) {
      problems.push(
        `${leg} by ${by}: ${seen[0].path} shows a ${kind} of ${seen[0].value}, but the estimator refuses it`,
      );
      continue;
    }
    for (const { path, value } of seen) {
      if (value !== computed[kind])
        problems.push(`${leg} by ${by}: ${path} shows a ${kind} of ${value}, the estimator gives ${computed[kind]}`);
    }
    const first = seen[0];
    for (const other of seen.slice(1)) {
      if (other.value !== first.value)
        problems.push(
          `${leg} by ${by}: ${first.path} shows a ${kind} of ${first.value}, ${other.path} shows ${other.value}`,
        );
    }
  }
  return problems;
}

/** What the fleet says, when a stated runway (its metres first) or helipad is not it. */
function runwayMismatch(shown: string, takeoff: Takeoff | undefined): string | undefined {
  if (!takeoff) return undefined;
  if (takeoff.kind === 'runway') return firstNumber(shown) === takeoff.lengthM ? undefined : `${takeoff.lengthM} m`;
  return /helipad/i.test(shown) && !/\d/.test(shown) ? undefined : 'a helipad';
}

function checkFigures(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  const read = { seats: lastNumber, range: firstNumber, cruise: firstNumber };
  const want = (figures: Figures, fact: keyof typeof read) =>
    fact === 'seats' ? figures.seats : fact === 'range' ? figures.rangeNm : figures.cruiseKn;
  for (const { path, document } of pages) {
    for (const [attribute, table] of [
      ['data-aircraft', sources.aircraft],
      ['data-category', sources.categories],
    ] as const) {
      for (const holder of document.querySelectorAll(`[${attribute}]`)) {
        const name = holder.getAttribute(attribute) ?? '';
        const figures = table[name];
        if (!figures) {
          problems.push(`${path}: ${attribute}="${name}" is not in the fleet`);
          continue;
        }
        for (const fact of Object.keys(read) as (keyof typeof read)[]) {
          for (const element of holder.querySelectorAll(`[data-fact="${fact}"]`)) {
            const shown = read[fact](text(element));
            const expected = want(figures, fact);
            if (expected !== undefined && shown !== expected)
              problems.push(`${name} ${fact}: ${path} shows ${text(element)}, the fleet says ${expected}`);
          }
        }
        for (const element of holder.querySelectorAll('[data-fact="runway"]')) {
          const expected = runwayMismatch(text(element), figures.takeoff);
          if (expected) problems.push(`${name} runway: ${path} shows ${text(element)}, the fleet says ${expected}`);
        }
      }
    }
  }
  return problems;
}

const NUMBER_WORDS = /\b(?:ten|fifteen|twenty|thirty|forty|fifty|sixty|ninety)-minute\b/i;
const ROUTE_TIME =
  /\b([A-Z][a-z]+(?: \([A-Z][a-z]+\))?) to ([A-Z][a-z]+(?: \([A-Z][a-z]+\))?) in (?:about |under |less than )?((?:\d+ h )?\d+ min(?:utes)?|\d+ h)\b/g;
const FUEL_STOPS = /\b\d+ fuel stops?\b/;

function checkProse(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  for (const { path, document } of pages) {
    const body = document.body?.textContent ?? '';
    const words = body.match(NUMBER_WORDS);
    if (words) problems.push(`${path}: "${words[0]}" states a time in words, not from the estimator`);
    const stops = body.match(FUEL_STOPS);
    if (stops) problems.push(`${path}: "${stops[0]}", but we plan no fuel stops`);
    for (const match of body.matchAll(ROUTE_TIME)) {
      const [sentence, fromName, toName, time] = match;
      const from = sources.places[fromName];
      const to = sources.places[toName];
      if (!from || !to) continue;
      const times = sources.legTimes(`${from}-${to}`);
      const stated = time.replace(/minutes$/, 'min');
      if (!times.includes(stated))
        problems.push(`${path}: "${sentence}", the estimator gives ${times.join(' or ') || 'no time'}`);
    }
  }
  return problems;
}

export function auditFacts(pages: readonly AuditPage[], sources: AuditSources): string[] {
  return [...checkLegs(pages, sources), ...checkFigures(pages, sources), ...checkProse(pages, sources)];
}
