import type { ProvenanceContent } from '@/lib/schemas/content/provenance';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// One safety and provenance card per aircraft on /fleet, named exactly as in content/fleet.ts.
// Months are YYYY-MM, `updated` is YYYY-MM-DD; crew hours on type are bands (5000 shows as
// "5,000+ hours"); an empty `audits` list reads "No third-party audit held".
// The build fails when an inspection or `updated` is dated in the future or a year of manufacture
// is after this year (judged by Mumbai's calendar). Once an audit's validity or an inspection's
// due month has passed, the card shows it as expired or overdue and the build prints a warning
// naming the card: update the dates here when the operator sends the new ones.
export const provenance = {
  disclaimer: 'Sample details for illustration: operator, registration and permit are not real.',
  cards: [
    {
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
    },
    {
      aircraft: 'Phenom 300E',
      operator: 'Konkan Air Charters Pvt. Ltd.',
      nsopPermit: '22/2016',
      registration: 'VT-VJB',
      yearOfManufacture: 2021,
      lastMajorInspection: '2026-09',
      nextInspectionDue: '2027-09',
      crew: { captainHoursOnType: 2500, firstOfficerHoursOnType: 1000 },
      audits: [{ standard: 'Wyvern', level: 'Wingman', validTo: '2027-08' }],
      updated: '2026-11-16',
    },
    {
      aircraft: 'Praetor 500',
      operator: 'Deccan Skyways Pvt. Ltd.',
      nsopPermit: '31/2018',
      registration: 'VT-VJC',
      yearOfManufacture: 2022,
      lastMajorInspection: '2026-04',
      nextInspectionDue: '2027-04',
      crew: { captainHoursOnType: 3000, firstOfficerHoursOnType: 1500 },
      audits: [
        { standard: 'ARGUS', level: 'Gold Plus', validTo: '2027-05' },
        { standard: 'IS-BAO', level: 'Stage 2', validTo: '2028-01' },
      ],
      updated: '2026-11-16',
    },
    {
      aircraft: 'Challenger 350',
      operator: 'Sahyadri Aviation Pvt. Ltd.',
      nsopPermit: '14/2012',
      registration: 'VT-VJD',
      yearOfManufacture: 2018,
      lastMajorInspection: '2026-07',
      nextInspectionDue: '2027-07',
      crew: { captainHoursOnType: 5000, firstOfficerHoursOnType: 1500 },
      audits: [{ standard: 'ARGUS', level: 'Platinum', validTo: '2027-10' }],
      updated: '2026-11-16',
    },
    {
      aircraft: 'Global 7500',
      operator: 'Deccan Skyways Pvt. Ltd.',
      nsopPermit: '31/2018',
      registration: 'VT-VJE',
      yearOfManufacture: 2023,
      lastMajorInspection: '2026-10',
      nextInspectionDue: '2027-10',
      crew: { captainHoursOnType: 7500, firstOfficerHoursOnType: 2500 },
      audits: [
        { standard: 'ARGUS', level: 'Platinum', validTo: '2027-06' },
        { standard: 'Wyvern', level: 'Wingman', validTo: '2028-02' },
      ],
      updated: '2026-11-16',
    },
    {
      aircraft: 'Falcon 8X',
      operator: 'Konkan Air Charters Pvt. Ltd.',
      nsopPermit: '22/2016',
      registration: 'VT-VJF',
      yearOfManufacture: 2020,
      lastMajorInspection: '2026-05',
      nextInspectionDue: '2027-05',
      crew: { captainHoursOnType: 5000, firstOfficerHoursOnType: 2500 },
      audits: [{ standard: 'IS-BAO', level: 'Stage 3', validTo: '2028-09' }],
      updated: '2026-11-16',
    },
    {
      aircraft: 'Bell 429',
      operator: 'Malabar Heli Services Pvt. Ltd.',
      nsopPermit: '9/2010',
      registration: 'VT-VJG',
      yearOfManufacture: 2017,
      lastMajorInspection: '2026-08',
      nextInspectionDue: '2027-02',
      crew: { captainHoursOnType: 3000, firstOfficerHoursOnType: 500 },
      audits: [],
      updated: '2026-11-16',
    },
    {
      aircraft: 'Leonardo AW139',
      operator: 'Malabar Heli Services Pvt. Ltd.',
      nsopPermit: '9/2010',
      registration: 'VT-VJH',
      yearOfManufacture: 2015,
      lastMajorInspection: '2026-10',
      nextInspectionDue: '2027-04',
      crew: { captainHoursOnType: 5000, firstOfficerHoursOnType: 1500 },
      audits: [{ standard: 'Wyvern', level: 'Wingman', validTo: '2027-04' }],
      updated: '2026-11-16',
    },
  ],
} satisfies ProvenanceContent;

// Made up for the demo: the operators, registrations and permit numbers are not real, and a build
// for a real domain refuses them (see content/company.ts).
export const samples = {
  'provenance.disclaimer': 'nothing: delete the disclaimer once every card is the operator’s own record',
  'provenance.cards':
    'each aircraft’s record from its operator: operator, NSOP permit, registration, year, inspections, crew hours, audits',
} satisfies SampleMarks;
