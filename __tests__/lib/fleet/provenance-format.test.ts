import { ageInYears, auditLine, hoursBand } from '@/lib/fleet/provenance-format';
import { formatMonth } from '@/lib/schemas/content/provenance';

describe('provenance wording', () => {
  it('writes hour bands the Indian way with a plus', () => {
    expect(hoursBand(5000)).toBe('5,000+ hours');
    expect(hoursBand(500)).toBe('500+ hours');
    expect(hoursBand(10000)).toBe('10,000+ hours');
  });

  it('gives the age in whole years', () => {
    expect(ageInYears(2019, 2026)).toBe('7 years');
    expect(ageInYears(2025, 2026)).toBe('1 year');
    expect(ageInYears(2026, 2026)).toBe('Under 1 year');
  });

  it('names the audit, its level and its validity', () => {
    expect(auditLine({ standard: 'ARGUS', level: 'Gold', validTo: '2027-03' })).toBe('ARGUS Gold, valid to March 2027');
    expect(auditLine({ standard: 'IS-BAO', level: 'Stage 2', validTo: '2028-01' })).toBe(
      'IS-BAO Stage 2, valid to January 2028',
    );
  });

  it('writes months and days in words', () => {
    expect(formatMonth('2026-06')).toBe('June 2026');
    expect(formatMonth('2026-11-16')).toBe('16 November 2026');
  });
});
