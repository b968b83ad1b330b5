import { accessibility } from '@/content/accessibility';
import { profile } from '@/content/company-profile';
import { privacy } from '@/content/privacy';
import { terms } from '@/content/terms';
import { content, parseContent } from '@/lib/content';
import { inclusionValues } from '@/lib/inclusions';
import { policyFileSchema, type PolicySection } from '@/lib/schemas/content/policy';

const parse = (data: unknown, file = 'content/data/terms.json') => parseContent(policyFileSchema, data, file);
const text = (policy: { sections: PolicySection[] }) =>
  policy.sections
    .flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...('points' in section && section.points ? section.points : []),
      ...('table' in section && section.table ? section.table.rows.flat() : []),
    ])
    .join('\n');

describe('policy content', () => {
  it.each([
    ['content/data/privacy.json', privacy],
    ['content/data/terms.json', terms],
    ['content/data/accessibility.json', accessibility],
  ])('%s is valid and says once that it is a sample', (file, policy) => {
    expect(() => parse(policy, file)).not.toThrow();
    expect(policy.sampleNote).toMatch(/sample company/);
    expect(text(policy)).not.toMatch(/sample/i);
  });

  it('the privacy notice covers what the browser keeps, what leaves, the photo CDN, cookies, erasing and whom to write to', () => {
    const body = text(privacy);
    for (const topic of [
      /Digital Personal Data Protection Act, 2023/,
      /hashed password/,
      /Session/,
      /Saved trips/,
      /watchlist/,
      /outbox/,
      /compare/,
      /WhatsApp/,
      /E-mail/,
      /request endpoint/,
      /images\.unsplash\.com/,
      /IP address/,
      /sets no cookies/,
      /no analytics/,
      /erase everything/,
      /Grievance Officer/,
      /Data Protection Board of India/,
    ])
      expect(body).toMatch(topic);
    const shown = content.policies.privacy.sections.at(-1)!;
    expect(shown.write?.email).toBe(profile.privacyEmail);
    expect(shown.paragraphs.join(' ')).toContain(
      `Grievance Officer, ${profile.legalName}, ${profile.registeredOffice.join(', ')}.`,
    );
  });

  it('fills the company’s addresses and number from its profile, and refuses one typed into the text', () => {
    const write = (policy: typeof content.policies.terms) => policy.sections.find((section) => section.write)?.write;
    expect(write(content.policies.terms)?.email).toBe(profile.email);
    expect(write(content.policies.accessibility)?.email).toBe(profile.email);
    expect(text(content.policies.accessibility)).toContain(`by telephone (${profile.phone.display})`);
    const typed = terms.sections.map((section) =>
      section.write ? { ...section, write: { ...section.write, email: 'legal@example.com' } } : section,
    );
    expect(() => parse({ ...terms, sections: typed })).toThrow(
      /Invalid content in content\/data\/terms\.json:\n {2}- sections\.12\.write\.email: must be \{email\} or \{privacyEmail\}/,
    );
  });

  it('the terms say what the price includes in the inclusions list’s words', () => {
    const extras = content.policies.terms.sections.find((section) => section.id === 'extras')!;
    expect(extras.paragraphs[0]).not.toMatch(/\{\w+\}/);
    expect(extras.paragraphs[0]).toContain(`Not included: ${inclusionValues(content.inclusions).excluded}.`);
  });

  it('the terms cover estimates, the carrier, payment, cancellation, GST, extras, passengers, delays and Mumbai law', () => {
    const body = text(terms);
    for (const topic of [
      /estimate/,
      /Non-Scheduled Operator Permit/,
      /carrier/,
      /Payment schedule/,
      /Cancellation schedule/,
      /GST/,
      /Detention/,
      /Night halts/,
      /De-icing/,
      /Special catering/,
      /documents/,
      /Baggage/,
      /Pets/,
      /Dangerous goods/,
      /weather/,
      /courts at Mumbai/,
    ])
      expect(body).toMatch(topic);
    const cancellation = terms.sections.find((section) => section.id === 'cancellation');
    expect(cancellation?.table?.rows.map((row) => row[0])).toHaveLength(4);
  });

  it('the accessibility statement names the standard, the testing and how to report a barrier', () => {
    const body = text(accessibility);
    expect(body).toMatch(/WCAG\) 2\.2 at Level AA/);
    expect(body).toMatch(/axe-core/);
    expect(accessibility.sections.find((section) => section.id === 'report')?.write?.subject).toBe(
      'Accessibility barrier',
    );
  });

  it('rejects a bad date, a ragged table and a repeated section, naming the file and path', () => {
    expect(() => parse({ ...terms, updated: '26/11/2026' })).toThrow(
      /Invalid content in content\/data\/terms\.json:\n {2}- updated: must be a date written YYYY-MM-DD/,
    );
    const sections = terms.sections.map((section) =>
      section.id === 'cancellation' && section.table
        ? { ...section, table: { ...section.table, rows: [...section.table.rows, ['Only one cell']] } }
        : section,
    );
    expect(() => parse({ ...terms, sections })).toThrow(
      /sections\.3\.table\.rows\.4: has 1 cells; the table has 2 columns/,
    );
    expect(() => parse({ ...terms, sections: [...terms.sections, terms.sections[0]] })).toThrow(
      /sections: section ids must be unique/,
    );
    expect(() => parse({ ...terms, sampleNote: ' ' })).toThrow(/sampleNote: must not be empty/);
  });
});
