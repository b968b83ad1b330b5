import { readdirSync } from 'node:fs';
import path from 'node:path';

// Sentences are for people: they name a page ("our trip planner"), never its path ("/book"), and
// a count meets its noun through plural() in lib/format.ts, never as "{count} trips" typed out.

const CONTENT_DIR = path.join(__dirname, '..', '..', 'content');
// Fields whose value is an address, not a sentence.
const ADDRESS_KEYS = /^(href|path|url|src|image|photo|slug|canonical|link|file)$/i;
const ROUTE_PATH = /(?:^|[\s(“"'‘])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]*)*\/?(?=$|[\s.,:;!?)”"'’])/i;
// A placeholder filled with a count, then a noun typed in the plural: "its {count} saved trips".
const COUNT_THEN_PLURAL = /\{(?:count|n|number|nights|days)\} (?:[a-z]+ ){0,2}[a-z]{2,}s\b/i;

type Found = { where: string; text: string };

function sentences(value: unknown, where: string, out: Found[]): Found[] {
  if (typeof value === 'string') {
    if (/\s/.test(value.trim())) out.push({ where, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => sentences(item, `${where}.${index}`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!ADDRESS_KEYS.test(key)) sentences(item, `${where}.${key}`, out);
    }
  }
  return out;
}

const modules = readdirSync(CONTENT_DIR).filter((file) => file.endsWith('.ts'));

async function allSentences(): Promise<Found[]> {
  const found: Found[] = [];
  for (const file of modules) {
    const exports: Record<string, unknown> = await import(path.join(CONTENT_DIR, file));
    for (const [name, value] of Object.entries(exports)) sentences(value, `content/${file} ${name}`, found);
  }
  return found;
}

describe('words for people in content/', () => {
  it('reads every content module', () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it('finds a route path in a sentence, so the checks below can fail', () => {
    expect(ROUTE_PATH.test('worked out the way /book works out your trip.')).toBe(true);
    expect(ROUTE_PATH.test('Choose your group on /private-jet-charter-cost/: the route is filled in.')).toBe(true);
    expect(ROUTE_PATH.test('Open 24/7, every day, at 50 km/h.')).toBe(false);
    expect(COUNT_THEN_PLURAL.test('The account {email} and its {count} saved trips leave')).toBe(true);
    expect(COUNT_THEN_PLURAL.test('The account {email} and its {trips} leave')).toBe(false);
  });

  it('has no sentence that names a route path such as "/book"', async () => {
    const offenders = (await allSentences()).filter(({ text }) => ROUTE_PATH.test(text));
    expect(offenders).toEqual([]);
  });

  it('has no count placeholder before a noun typed in the plural (plural() fills count and noun)', async () => {
    const offenders = (await allSentences()).filter(({ text }) => COUNT_THEN_PLURAL.test(text));
    expect(offenders).toEqual([]);
  });
});
