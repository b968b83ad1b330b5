import { contact } from '@/content/contact';
import { parseContent } from '@/lib/content';
import { contactPageSchema } from '@/lib/schemas/content/contact';

const parse = (data: unknown) => parseContent(contactPageSchema, data, 'content/contact.ts');

describe('contact content', () => {
  it('is valid', () => {
    expect(() => parse(contact)).not.toThrow();
  });

  it('offers the four subjects with their values', () => {
    expect(contact.subjects.map((subject) => subject.value)).toEqual(['booking', 'quote', 'corporate', 'general']);
  });

  it('states 24/7 every day and emergency always', () => {
    const rows = contact.availability.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    expect(rows).toMatch(/24\/7, every day/);
    expect(rows).toMatch(/emergency[^\n]*: Always/i);
  });

  it('reports a marketer typo with the file and path', () => {
    const subjects = contact.subjects.map((subject, index) =>
      index === 1 ? { ...subject, value: 'quotes' } : subject,
    );
    expect(() => parse({ ...contact, subjects })).toThrow(
      /Invalid content in content\/contact\.ts:\n {2}- subjects\.1\.value: /,
    );
  });

  it('rejects a missing or duplicated subject and an empty tile', () => {
    expect(() => parse({ ...contact, subjects: contact.subjects.slice(0, 3) })).toThrow(
      /subjects: list the 4 subjects: booking, quote, corporate, general/,
    );
    const duplicated = [...contact.subjects.slice(0, 3), contact.subjects[0]];
    expect(() => parse({ ...contact, subjects: duplicated })).toThrow(/subjects: each subject value appears once/);
    expect(() =>
      parse({ ...contact, tiles: { ...contact.tiles, office: { ...contact.tiles.office, text: ' ' } } }),
    ).toThrow(/tiles\.office\.text: must not be empty/);
  });
});
