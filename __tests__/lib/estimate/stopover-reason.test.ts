import { content } from '@/lib/content';
import type { Stopover } from '@/lib/estimate/itinerary';
import { stopoverReason } from '@/lib/estimate/itinerary-format';

const goa = { ...content.airports.find((airport) => airport.iata === 'GOI')!, city: 'Goa' };
const stopover = (overrides: Partial<Stopover>): Stopover => ({
  after: 1,
  place: goa,
  nights: 1,
  choice: 'wait',
  ...overrides,
});

describe('stopoverReason', () => {
  it('states the saving of waiting when it is a rupee or more', () => {
    expect(stopoverReason(stopover({ waitCost: 100_000, homeCost: 350_000 }))).toBe(
      'After leg 1: the aircraft and crew wait 1 night at Goa (GOI): ₹2,50,000 less than flying home to Mumbai and back.',
    );
  });

  it('states no "₹0 less" when waiting and flying home cost the same', () => {
    const reason = stopoverReason(stopover({ nights: 2, waitCost: 200_000, homeCost: 200_000 }));
    expect(reason).toBe('After leg 1: the aircraft and crew wait 2 nights at Goa (GOI).');
    expect(reason).not.toContain('₹0');
  });

  it('states no saving when one of the costs is unknown', () => {
    const reason = stopoverReason(stopover({ choice: 'fly-home', nights: 3, waitCost: 400_000 }));
    expect(reason).toBe('After leg 1: the aircraft flies home to Mumbai and back.');
  });

  it('names the nights in the right number when flying home saves money', () => {
    expect(stopoverReason(stopover({ choice: 'fly-home', nights: 1, waitCost: 90_000, homeCost: 40_000 }))).toBe(
      'After leg 1: the aircraft flies home to Mumbai and back: ₹50,000 less than 1 night of crew night halts at Goa (GOI).',
    );
  });
});
