import type { Takeoff } from '@/lib/schemas/content/fleet';

// The facts audit: reads pages of the static export and checks that every leg's time and price, and
// every aircraft's or category's seats, range, cruise speed and runway, is what the one source says,
// and the same on every page. Pages mark their figures (lib/facts/leg-fact.ts, data-aircraft, data-category);
// prose is searched for route times and fuel-stop counts. It also checks that no page prices a category
// on a leg the estimator refuses it (or says it refuses one it prices), that a private-jet question is
// answered with jets, that what a price covers is said one way (content/inclusions.ts), and that a
// figure about the company is content/data/stats.json's. Each problem names the page and both values.

export type AuditPage = { path: string; document: Document };

export type LegFigures = { time: string; price: string; total: string };
/** minSeats: a category's smallest cabin; nonStopNm: its range less the reserve, the one non-stop rule's. */
export type Figures = {
  seats: number;
  minSeats?: number;
  rangeNm: number;
  nonStopNm?: number;
  cruiseKn?: number;
  takeoff?: Takeoff;
};

export type AuditSources = {
  /** The estimator's one-way figures for a leg ("BOM-GOI") by a category or "category/aircraft". */
  leg: (leg: string, by: string) => LegFigures | undefined;
  aircraft: Record<string, Figures>;
  categories: Record<string, Figures>;
  /** Place name (as prose writes it) to IATA code, for "Mumbai to Pune in 46 min". */
  places: Record<string, string>;
  /** Every time the estimator gives a leg, for any category or aircraft. */
  legTimes: (leg: string) => string[];
  /** Names that are not a jet (the helicopter category and its aircraft), never in a private-jet answer. */
  notJets: string[];
  /** content/inclusions.ts (its two data files): each item's id, text, state and the word prose names it by. */
  inclusions: { items: { id: string; text: string; state: string; term: string }[] };
  /** content/data/stats.json: each figure's value by key, and each as a sentence writes it ("500+ flights"). */
  company: { figures: Record<string, string>; phrases: string[]; notice: string };
  /** The classes of aircraft the company sells ("Light Jets", "Group Charter"); an airliner is not one. */
  classes: string[];
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

/** The header of a table cell's column, or the label a definition list gives it. */
function columnHeader(element: Element): string {
  const cell = element.closest('td, th');
  const table = element.closest('table');
  if (cell && table) {
    const index = [...(cell.parentElement?.children ?? [])].indexOf(cell);
    return text(table.querySelector('thead tr')?.children[index] ?? null);
  }
  return text(element.closest('dd')?.previousElementSibling ?? null);
}

function checkFigures(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  const read = { seats: lastNumber, range: firstNumber, cruise: firstNumber, 'non-stop': firstNumber };
  const want = (figures: Figures, fact: keyof typeof read) =>
    fact === 'seats'
      ? figures.seats
      : fact === 'range'
        ? figures.rangeNm
        : fact === 'non-stop'
          ? figures.nonStopNm
          : figures.cruiseKn;
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
            // A range that says non-stop must be the non-stop rule's figure, marked as such.
            if (fact === 'range' && /non-?stop/i.test(columnHeader(element)))
              problems.push(
                `${name} range: ${path} shows ${text(element)} as non-stop, the non-stop rule gives ${figures.nonStopNm}`,
              );
          }
        }
        // A seat range starts at the smallest cabin the fleet has: "4-7" is not what every 7-seat jet seats.
        for (const element of holder.querySelectorAll('[data-fact="seats"]')) {
          const numbers = text(element).match(/\d+/g) ?? [];
          const low = Number(numbers.length > 1 ? numbers.at(-2) : numbers[0]);
          if (figures.minSeats !== undefined && low !== figures.minSeats)
            problems.push(
              `${name} seats: ${path} shows ${text(element)}, the fleet's ${name} seat ${figures.minSeats === figures.seats ? figures.seats : `${figures.minSeats}-${figures.seats}`}`,
            );
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

// Which categories a page prices and refuses on a leg, against the one rule (the estimator's).
function checkCategories(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  for (const { path, document } of pages) {
    for (const marked of document.querySelectorAll('[data-leg][data-refused]')) {
      const leg = marked.getAttribute('data-leg') ?? '';
      for (const jetType of (marked.getAttribute('data-refused') ?? '').split(' ').filter(Boolean))
        if (sources.leg(leg, jetType))
          problems.push(`${leg} by ${jetType}: ${path} says it is beyond range, but the estimator prices it`);
    }
    for (const marked of document.querySelectorAll('[data-leg][data-by]')) {
      const leg = marked.getAttribute('data-leg') ?? '';
      const [jetType, aircraft] = (marked.getAttribute('data-by') ?? '').split('/');
      // One aircraft's price belongs on its own page; anywhere else it stands for its category.
      if (!aircraft || path.startsWith(`/fleet/${aircraft}/`) || sources.leg(leg, jetType)) continue;
      problems.push(`${leg} by ${jetType}: ${path} prices the ${aircraft}, but the category does not fly it non-stop`);
    }
  }
  return problems;
}

const sentences = (value: string) => value.split(/(?<=[.!?])\s+/);
const BLOCKS = 'p, li, dd, dt, td, th, h1, h2, h3, summary, figcaption';

/** Each question and its answer: a FAQ is a <details> (summary, answer) or a [data-faq] (h3, answer). */
function faqs(document: Document) {
  return [...document.querySelectorAll('details, [data-faq]')].flatMap((item) => {
    const question = text(item.querySelector('summary, h3'));
    if (!question) return [];
    return [{ question, answer: text(item).slice(question.length).trim() }];
  });
}

function checkAnswers(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const notJet = new RegExp(`\\b(?:${sources.notJets.map(escape).join('|')})s?\\b`, 'i');
  for (const { path, document } of pages)
    for (const { question, answer } of faqs(document)) {
      const named = answer.match(notJet);
      if (/\bprivate jets?\b/i.test(question) && !/helicopter/i.test(question) && named)
        problems.push(`${path}: "${question}" is answered with "${named[0]}", which is not a jet`);
    }
  return problems;
}

function checkInclusions(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  const { items } = sources.inclusions;
  const excluded = items.filter((item) => item.state === 'excluded');
  const itemised = items.filter((item) => item.state === 'itemised');
  const says = (sentence: string, term: string) => sentence.toLowerCase().includes(term.toLowerCase());
  const includedAnyway = (path: string, sentence: string) => {
    if (/\bnot\b|\bno\b|\bexcept\b|on request|\bextra\b/i.test(sentence)) return;
    for (const item of excluded)
      if (says(sentence, item.term))
        problems.push(
          `${path}: "${sentence}" includes ${item.term}, but the inclusions list says "${item.text}" is not included`,
        );
  };
  for (const { path, document } of pages) {
    for (const marked of document.querySelectorAll('[data-inclusion][data-item]')) {
      const id = marked.getAttribute('data-item') ?? '';
      const state = marked.getAttribute('data-inclusion');
      const item = items.find((entry) => entry.id === id);
      if (!item) problems.push(`${path}: lists "${text(marked)}" (${id}), which is not in the inclusions list`);
      else if (item.state !== state)
        problems.push(`${path}: lists "${item.text}" as ${state}, the inclusions list says ${item.state}`);
    }
    for (const block of document.querySelectorAll(BLOCKS))
      for (const sentence of sentences(text(block))) {
        if (/\binclud/i.test(sentence)) includedAnyway(path, sentence);
        if (/\ball-inclusive\b/i.test(sentence) && excluded.length)
          problems.push(`${path}: "${sentence}" is all-inclusive, but the inclusions list names what is not included`);
        if (!/\bno (?:hidden |extra )?(?:[\w-]+ )?(?:fees?|charges?)\b/i.test(sentence)) continue;
        for (const item of itemised)
          if (says(sentence, item.term))
            problems.push(`${path}: "${sentence}", but every estimate itemises "${item.text}"`);
      }
    for (const { question, answer } of faqs(document))
      if (/\binclud/i.test(question)) for (const sentence of sentences(answer)) includedAnyway(path, sentence);
  }
  return [...new Set(problems)];
}

const COMPANY_CLAIM =
  /\b(\d[\d,.]*\+?%?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)(?:[- ]\w+)?)\s+(?:aircraft|jets|flights|countries|destinations|clients|safety record|client satisfaction|satisfaction|fleet availability|availability)\b/gi;

function checkCompany(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  const { figures, phrases } = sources.company;
  for (const { path, document } of pages) {
    for (const holder of document.querySelectorAll('[data-company]')) {
      const key = holder.getAttribute('data-company') ?? '';
      const shown = text(holder.querySelector('dd'));
      if (figures[key] === undefined) problems.push(`${path}: data-company="${key}" is not a company figure`);
      else if (shown !== figures[key])
        problems.push(`${path}: shows ${shown} for ${key}, the company figures say ${figures[key]}`);
    }
    const body = text(document.body);
    for (const match of body.matchAll(COMPANY_CLAIM)) {
      const from = body.slice(match.index);
      // A limit ("compare up to 3 aircraft") is not a claim about the company.
      if (/\b(?:up to|at most|at least) $/.test(body.slice(0, match.index))) continue;
      if (!phrases.some((phrase) => from.startsWith(phrase)))
        problems.push(`${path}: "${match[0]}" is not a company figure as content/data/stats.json writes it`);
    }
  }
  return [...new Set(problems)];
}

const HOURS = /\b(?:one|two|three|four|five|six|seven|eight|\d+) hours?\b/gi;
const READINESS = /\b(?:ready|arranged|wheels up|is (?:often |usually )?enough)\b/i;

// How soon a jet is ready is said with one figure, wherever a sentence says it.
function checkNotice(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  const { notice } = sources.company;
  for (const { path, document } of pages)
    for (const block of document.querySelectorAll(BLOCKS))
      for (const sentence of sentences(text(block)).filter((line) => READINESS.test(line)))
        for (const [hours] of sentence.matchAll(HOURS))
          if (hours.toLowerCase() !== notice)
            problems.push(`${path}: "${sentence}" says ${hours.toLowerCase()}, the notice figure is ${notice}`);
  return [...new Set(problems)];
}

// Airliners are sold only if the fleet has the class; "as on an airliner" in the terms is no offer.
function checkClasses(pages: readonly AuditPage[], sources: AuditSources): string[] {
  const problems: string[] = [];
  if (sources.classes.some((name) => /airliner/i.test(name))) return problems;
  for (const { path, document } of pages)
    for (const heading of document.querySelectorAll('h1, h2, h3, h4'))
      if (/\bairliners?\b/i.test(text(heading)))
        problems.push(
          `${path}: "${text(heading)}" sells airliners, but the fleet, the planner and group charter have none`,
        );
  return problems;
}

export function auditFacts(pages: readonly AuditPage[], sources: AuditSources): string[] {
  return [
    ...checkClasses(pages, sources),
    ...checkLegs(pages, sources),
    ...checkFigures(pages, sources),
    ...checkProse(pages, sources),
    ...checkCategories(pages, sources),
    ...checkAnswers(pages, sources),
    ...checkInclusions(pages, sources),
    ...checkCompany(pages, sources),
    ...checkNotice(pages, sources),
  ];
}
