import { profile } from '@/content/company-profile';
import { contact } from '@/content/contact';
import words from '@/content/data/contact.json';
import { parseContent } from '@/lib/content';
import { contactFileSchema, contactPageSchema } from '@/lib/schemas/content/contact';

const parse = (data: unknown) => parseContent(contactFileSchema, data, 'content/data/contact.json');

describe('contact content', () => {
  it('is valid, its words as written and the page with the office', () => {
    expect(() => parse(words)).not.toThrow();
    expect(() => parseContent(contactPageSchema, contact, 'content/contact.ts')).not.toThrow();
  });

  it('takes the office from the company profile, never from its own file', () => {
    expect(contact.location.address).toEqual(profile.office.address);
    expect(contact.location.directions.destination).toBe(profile.office.directions);
    expect(words.location).not.toHaveProperty('address');
    expect(words.location.directions).not.toHaveProperty('destination');
    expect(JSON.stringify(words)).not.toContain(profile.office.address[0]);
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
      /Invalid content in content\/data\/contact\.json:\n {2}- subjects\.1\.value: /,
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
