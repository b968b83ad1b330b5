import {
  ageInYears,
  auditLine,
  hoursBand,
  monthHasPassed,
  nextInspectionLine,
  staleProvenance,
} from '@/lib/fleet/provenance-format';
import type { ProvenanceCard } from '@/lib/schemas/content/provenance';
import { formatMonth } from '@/lib/time/months';

const card = (patch: Partial<ProvenanceCard>): ProvenanceCard => ({
  aircraft: 'Citation CJ3+',
  operator: 'Sahyadri Aviation Pvt. Ltd.',
  nsopPermit: '14/2012',
  registration: 'VT-VJA',
  yearOfManufacture: 2019,
  lastMajorInspection: '2026-06',
  nextInspectionDue: '2027-06',
  crew: { captainHoursOnType: 3000, firstOfficerHoursOnType: 1000 },
  audits: [{ standard: 'ARGUS', level: 'Gold', validTo: '2027-03' }],
  updated: '2026-11-16',
  ...patch,
});

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

  it('counts a month to its last day', () => {
    expect(monthHasPassed('2027-03', '2027-03-31')).toBe(false);
    expect(monthHasPassed('2027-03', '2027-04-01')).toBe(true);
    expect(monthHasPassed('2027-12', '2028-01-01')).toBe(true);
  });

  it('names the audit, its level and its validity, or says it has expired', () => {
    const argus = { standard: 'ARGUS', level: 'Gold', validTo: '2027-03' } as const;
    expect(auditLine(argus, false)).toBe('ARGUS Gold, valid to March 2027');
    expect(auditLine(argus, true)).toBe('ARGUS Gold, expired March 2027');
    expect(auditLine({ standard: 'IS-BAO', level: 'Stage 2', validTo: '2028-01' }, false)).toBe(
      'IS-BAO Stage 2, valid to January 2028',
    );
  });

  it('gives the next inspection’s month, and says when it is overdue', () => {
    expect(nextInspectionLine('2027-06', false)).toBe('Next due: June 2027');
    expect(nextInspectionLine('2027-06', true)).toBe('Next due: June 2027 (overdue)');
  });

  it('names each card with a lapsed audit or an overdue inspection for the build’s log', () => {
    const cards = [
      card({}),
      card({
        aircraft: 'Praetor 500',
        registration: 'VT-VJC',
        nextInspectionDue: '2027-04',
        audits: [
          { standard: 'ARGUS', level: 'Gold Plus', validTo: '2027-05' },
          { standard: 'IS-BAO', level: 'Stage 2', validTo: '2028-01' },
        ],
      }),
    ];
    expect(staleProvenance(cards, '2027-03-31')).toEqual([]);
    expect(staleProvenance(cards, '2027-06-15')).toEqual([
      'Citation CJ3+ (VT-VJA): ARGUS validity ended in March 2027; the card shows it as expired',
      'Praetor 500 (VT-VJC): major inspection was due April 2027; the card shows it as overdue',
      'Praetor 500 (VT-VJC): ARGUS validity ended in May 2027; the card shows it as expired',
    ]);
  });

  it('writes months and days in words', () => {
    expect(formatMonth('2026-06')).toBe('June 2026');
    expect(formatMonth('2026-11-16')).toBe('16 November 2026');
  });
});
