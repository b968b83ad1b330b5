import { fleet } from '@/content/fleet';
import { provenance } from '@/content/provenance';
import { parseContent } from '@/lib/content';
import { provenanceSchema } from '@/lib/schemas/content/provenance';
import { mumbaiDate } from '@/lib/time/mumbai';

// A fixed "today" throughout: the file must pass the same way whatever day the tests run.

const TODAY = '2026-11-23';
const aircraft = fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name));
const parse = (data: unknown, today = TODAY) =>
  parseContent(provenanceSchema({ today, aircraft }), data, 'content/data/provenance.json');

/** A copy of the cards with one card changed. */
function withCard(index: number, patch: object) {
  return { ...provenance, cards: provenance.cards.map((card, i) => (i === index ? { ...card, ...patch } : card)) };
}

const argus = (validTo: string) => [{ standard: 'ARGUS', level: 'Gold', validTo }];

describe('provenance content', () => {
  it('is valid, with one card for each of the 8 aircraft', () => {
    expect(() => parse(provenance)).not.toThrow();
    expect(provenance.cards.map((card) => card.aircraft).sort()).toEqual([...aircraft].sort());
  });

  it('stays valid as time passes: a lapsed audit or an overdue inspection is the page’s to mark', () => {
    expect(() => parse(provenance, '2040-01-01')).not.toThrow();
    expect(() => parse(withCard(1, { audits: argus('2026-10') }))).not.toThrow();
    expect(() => parse(withCard(3, { lastMajorInspection: '2025-06', nextInspectionDue: '2026-10' }))).not.toThrow();
  });

  it('rejects an inspection in the future, and accepts one this month', () => {
    expect(() => parse(withCard(0, { lastMajorInspection: '2026-11', nextInspectionDue: '2027-11' }))).not.toThrow();
    expect(() => parse(withCard(0, { lastMajorInspection: '2026-12', nextInspectionDue: '2027-12' }))).toThrow(
      /Invalid content in content\/data\/provenance\.json:\n {2}- cards\.0\.lastMajorInspection: December 2026 is in the future/,
    );
  });

  it('rejects a year of manufacture after the current year, and accepts this year', () => {
    expect(() => parse(withCard(2, { yearOfManufacture: 2026, lastMajorInspection: '2026-04' }))).not.toThrow();
    expect(() => parse(withCard(2, { yearOfManufacture: 2027 }))).toThrow(
      /cards\.2\.yearOfManufacture: 2027 is after the current year \(2026\)/,
    );
  });

  it('judges "now" by Mumbai’s calendar, not the device’s', () => {
    // 19:00 UTC on 30 November is already 1 December in Mumbai.
    const mumbaiToday = mumbaiDate(new Date('2026-11-30T19:00:00Z'));
    expect(mumbaiToday).toBe('2026-12-01');
    const december = withCard(0, { lastMajorInspection: '2026-12', nextInspectionDue: '2027-12' });
    expect(() => parse(december, mumbaiToday)).not.toThrow();
    expect(() => parse(december, '2026-11-30')).toThrow(/December 2026 is in the future/);
  });

  it('rejects a next inspection that is not after the last one', () => {
    expect(() => parse(withCard(3, { nextInspectionDue: '2026-07' }))).toThrow(
      /cards\.3\.nextInspectionDue: must come after the last major inspection/,
    );
  });

  it('rejects an inspection before the aircraft was built and an update dated in the future', () => {
    expect(() => parse(withCard(4, { lastMajorInspection: '2022-10' }))).toThrow(
      /cards\.4\.lastMajorInspection: is before the year of manufacture/,
    );
    expect(() => parse(withCard(4, { updated: '2026-11-24' }))).toThrow(
      /cards\.4\.updated: 24 November 2026 is in the future/,
    );
  });

  it('checks the registration, the NSOP permit and the crew hour bands', () => {
    expect(() => parse(withCard(5, { registration: 'N123AB' }))).toThrow(
      /cards\.5\.registration: must be an Indian registration such as VT-VJA/,
    );
    expect(() => parse(withCard(5, { nsopPermit: 'NSOP-22' }))).toThrow(
      /cards\.5\.nsopPermit: must be an NSOP permit number such as 14\/2019/,
    );
    expect(() => parse(withCard(5, { crew: { captainHoursOnType: 4321, firstOfficerHoursOnType: 1000 } }))).toThrow(
      /cards\.5\.crew\.captainHoursOnType: must be one of the bands 500, 1000/,
    );
  });

  it('checks each audit’s level against its standard and lists a standard once', () => {
    expect(() => parse(withCard(6, { audits: [{ standard: 'Wyvern', level: 'Gold', validTo: '2027-01' }] }))).toThrow(
      /cards\.6\.audits\.0\.level/,
    );
    expect(() => parse(withCard(6, { audits: [...argus('2027-01'), ...argus('2027-02')] }))).toThrow(
      /cards\.6\.audits\.1\.standard: ARGUS is listed twice/,
    );
    expect(() => parse(withCard(6, { audits: [] }))).not.toThrow();
  });

  it('needs exactly one card per fleet aircraft, each with its own registration', () => {
    expect(() => parse(withCard(7, { aircraft: 'Gulfstream G650' }))).toThrow(
      /cards\.7\.aircraft: no aircraft named Gulfstream G650 in the fleet\n {2}- cards: no card for Leonardo AW139/,
    );
    expect(() => parse(withCard(7, { registration: 'VT-VJA' }))).toThrow(
      /cards\.7\.registration: VT-VJA is already on another card/,
    );
    const duplicated = { ...provenance, cards: [...provenance.cards, provenance.cards[0]] };
    expect(() => parse(duplicated)).toThrow(/cards\.8\.aircraft: a second card for Citation CJ3\+/);
  });
});
