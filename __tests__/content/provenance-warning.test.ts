import { provenance } from '@/content/provenance';
import { formatMonth } from '@/lib/time/months';
import { mumbaiInstant } from '@/lib/time/mumbai';

// The build reads content through lib/content.ts: once an audit lapses or an inspection falls due,
// the build still succeeds and its log names the card. A fixed clock stands in for the day, set
// from the file's own dates so that updating them keeps the test meaningful.

async function buildOn(mumbaiDay: string, time = '00:00') {
  jest.useFakeTimers().setSystemTime(mumbaiInstant(mumbaiDay, time));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await jest.isolateModulesAsync(async () => {
    await import('@/lib/content');
  });
  return warn.mock.calls.map((call) => call.join(' '));
}

/** The first day of the month after YYYY-MM, and the last day of YYYY-MM itself. */
function around(month: string) {
  const [year, number] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, number, 1));
  const last = new Date(next.getTime() - 86_400_000);
  return { lastDay: last.toISOString().slice(0, 10), dayAfter: next.toISOString().slice(0, 10) };
}

const dated = provenance.cards.flatMap((card) => [
  { month: card.nextInspectionDue, card, line: `major inspection was due` },
  ...card.audits.map((audit) => ({ month: audit.validTo, card, line: `${audit.standard} validity ended in` })),
]);
const first = dated.reduce((earliest, entry) => (entry.month < earliest.month ? entry : earliest));
const { lastDay, dayAfter } = around(first.month);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the build once a card’s date has passed', () => {
  it('warns, naming the card and the date, and does not fail', async () => {
    const verdict = first.line.startsWith('major') ? 'overdue' : 'expired';
    expect(await buildOn(dayAfter)).toContain(
      `Warning: content/data/provenance.json: ${first.card.aircraft} (${first.card.registration}): ${first.line} ${formatMonth(first.month)}; the card shows it as ${verdict}`,
    );
  });

  it('years later, still builds and names every lapsed audit and overdue inspection', async () => {
    const warnings = await buildOn('2040-01-01');
    expect(warnings).toHaveLength(dated.length);
    for (const { card, line } of dated)
      expect(warnings.some((warning) => warning.includes(`${card.aircraft} (${card.registration}): ${line}`))).toBe(
        true,
      );
    expect(warnings.every((warning) => /shows it as (expired|overdue)$/.test(warning))).toBe(true);
  });

  it('is silent until the last minute of the month a date runs to, in Mumbai', async () => {
    expect(await buildOn(lastDay, '23:59')).toEqual([]);
  });
});
