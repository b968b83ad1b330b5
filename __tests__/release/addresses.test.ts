/**
 * @jest-environment node
 */
// Every address the site writes comes from the company profile: no content module, page or
// component types an e-mail address, a phone number or a chat link of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '@/content/company';
import { profile } from '@/content/company-profile';

const ROOT = process.cwd();
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const PHONE = /\+\d[\d ()-]{7,}\d/g;

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

const contentStrings = readdirSync(path.join(ROOT, 'content'))
  .filter((name) => name.endsWith('.ts'))
  .flatMap((name) => {
    // The sample marks say what to put there, in words, and are not addresses.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports: Record<string, unknown> = { ...require(`@/content/${name.slice(0, -3)}`) };
    delete exports.samples;
    return [...strings(exports)];
  });

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

describe('addresses', () => {
  it('content writes only the profile’s e-mail addresses and number', () => {
    const emails = new Set(contentStrings.flatMap((text) => text.match(EMAIL) ?? []));
    expect([...emails].sort()).toEqual([company.email, profile.medicalEmail, profile.privacyEmail].sort());
    const phones = new Set(contentStrings.flatMap((text) => text.match(PHONE) ?? []));
    expect([...phones].sort()).toEqual([company.phone.display, company.phone.e164].sort());
  });

  it('no page, component or helper types the desk’s number: an example of a phone number reads it from the profile', () => {
    // Its digits after the country code, in any grouping: `98200 07777`, `+91 98200-07777`, `9820007777`.
    const national = company.phone.e164.slice(-10).split('').join('[\\s().-]*');
    const typed = ['app', 'components', 'lib']
      .flatMap(sources)
      // The content schemas' messages show an editor the number's format, not the desk.
      .filter((file) => !file.startsWith(path.join('lib', 'schemas', 'content')))
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(new RegExp(national, 'g'))].map(
          (match) => `${file}: ${match[0]}`,
        ),
      );
    expect(typed).toEqual([]);
  });

  it('no page, component or helper types a mailto:, tel: or wa.me address of its own', () => {
    const typed = ['app', 'components', 'lib']
      .flatMap(sources)
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/(mailto:[\w.+-]+@|tel:\+?\d|wa\.me\/\d)/g)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      );
    expect(typed).toEqual([]);
  });
});
