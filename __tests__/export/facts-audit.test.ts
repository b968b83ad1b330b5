import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { auditFacts, type AuditSources, type Figures } from '@/__tests__/support/facts-audit';
import { companyValues } from '@/lib/company-figures';
import { content } from '@/lib/content';
import { estimateRoute } from '@/lib/estimate/estimate';
import { formatDuration, formatRange } from '@/lib/estimate/format';
import { usableRangeNm } from '@/lib/estimate/reach';
import { categoryTakeoff } from '@/lib/fleet/takeoff';
import { formatINR } from '@/lib/format';
import { INCLUSION_STATES } from '@/lib/schemas/content/inclusions';
import { isJet, JET_TYPES } from '@/lib/schemas/content/jet-types';

// Run by `npm run check:facts` after the build: every page of out/ against the one estimator and the
// fleet. Its failures name the pages and both values (see __tests__/support/facts-audit.ts).

const OUT = join(process.cwd(), 'out');
const { airports, pricing } = content;

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const cache = new Map<string, ReturnType<typeof estimateFigures>>();
const legFigures = (leg: string, by: string) => {
  const key = `${leg} ${by}`;
  if (!cache.has(key)) cache.set(key, estimateFigures(leg, by));
  return cache.get(key);
};

function estimateFigures(leg: string, by: string) {
  const [from, to] = leg.split('-');
  const [jetType, aircraft] = by.split('/');
  if (!JET_TYPES.some((type) => type === jetType)) return undefined;
  const estimate = estimateRoute(
    { from, to, jetType: jetType as (typeof JET_TYPES)[number], aircraft, passengers: 1 },
    airports,
    pricing,
  );
  if (estimate.status !== 'ok') return undefined;
  return {
    time: formatDuration(estimate.flight.blockHours),
    price: formatRange(estimate),
    total: formatINR(estimate.total),
  };
}

const flyers = JET_TYPES.flatMap((type) => [
  type,
  ...pricing.jetTypes[type].aircraft.map((plane) => `${type}/${plane.slug}`),
]);

const sources: AuditSources = {
  leg: legFigures,
  legTimes: (leg) => flyers.flatMap((by) => legFigures(leg, by)?.time ?? []),
  aircraft: Object.fromEntries(
    content.fleet.categories.flatMap((category) =>
      category.aircraft.map((plane): [string, Figures] => [
        pricing.jetTypes[category.jetType].aircraft.find((entry) => entry.name === plane.name)?.slug ?? plane.name,
        {
          seats: plane.seats,
          rangeNm: plane.rangeNm,
          nonStopNm: Math.round(usableRangeNm(plane.rangeNm, pricing.reservePercent)),
          cruiseKn: plane.cruiseKn,
          takeoff: plane.takeoff,
        },
      ]),
    ),
  ),
  categories: Object.fromEntries(
    content.fleet.categories.map((category): [string, Figures] => [
      category.jetType,
      {
        seats: pricing.jetTypes[category.jetType].seats,
        minSeats: Math.min(...category.aircraft.map((plane) => plane.seats)),
        rangeNm: pricing.jetTypes[category.jetType].rangeNm,
        nonStopNm: Math.round(usableRangeNm(pricing.jetTypes[category.jetType].rangeNm, pricing.reservePercent)),
        takeoff: categoryTakeoff(category.aircraft),
      },
    ]),
  ),
  places: Object.fromEntries(Object.entries(content.routes.places).map(([iata, place]) => [place.name, iata])),
  notJets: JET_TYPES.filter((type) => !isJet(type)).flatMap((type) => [
    pricing.jetTypes[type].label,
    ...pricing.jetTypes[type].aircraft.map((plane) => plane.name),
  ]),
  inclusions: {
    items: INCLUSION_STATES.flatMap((state) => content.inclusions[state].map((item) => ({ ...item, state }))),
  },
  classes: [
    ...content.fleet.categories.map((category) => category.name),
    ...content.services.services.map((service) => service.title),
  ],
  company: {
    figures: Object.fromEntries(Object.entries(content.stats.figures).map(([key, figure]) => [key, figure.value])),
    phrases: Object.values(companyValues(content.stats, content.fleet.categories)),
    notice: content.stats.notice,
  },
};

it('every figure in the export is the one source’s, and the same on every page', () => {
  const parser = new DOMParser();
  const pages = htmlFiles(OUT).map((file) => ({
    path: `/${relative(OUT, file)}`,
    // Scripts and styles hold no visible figure, and are most of a page's bytes.
    document: parser.parseFromString(
      readFileSync(file, 'utf8').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ''),
      'text/html',
    ),
  }));
  expect(pages.filter((page) => page.document.querySelector('[data-leg]')).length).toBeGreaterThan(40);
  // What the audit reads is on the pages: refusals, FAQ answers, inclusion lists and company figures.
  for (const mark of ['[data-refused]', 'details, [data-faq]', '[data-inclusion]', '[data-company]'])
    expect(pages.some((page) => page.document.querySelector(mark))).toBe(true);
  expect(auditFacts(pages, sources)).toEqual([]);
});
