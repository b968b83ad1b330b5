import { tripsOf } from '@/lib/trips/saved-trip-view';
import { MAX_SAVED_TRIPS, removeTripFor, saveTripFor, type TripToSave } from '@/lib/trips/trip-actions';
import { TRIPS_KEY } from '@/lib/trips/trip-keys';
import { readTrips, serializeTrips, TRIPS_VERSION } from '@/lib/trips/trip-storage';

const backupPrefix = (key: string) => `${key}:backup:`;

const trip = (reference: string, overrides: Partial<TripToSave> = {}): TripToSave => ({
  reference,
  tripType: 'round-trip',
  legs: [
    { departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)', date: '2027-03-20', time: '09:00' },
    { departure: 'Dubai (DXB)', arrival: 'Mumbai (BOM)', date: '2027-03-22', time: '18:00' },
  ],
  passengers: 4,
  jetType: 'light',
  ...overrides,
});
const stored = () => JSON.parse(localStorage.getItem(TRIPS_KEY) ?? 'null');
const backups = () =>
  Object.keys(localStorage)
    .filter((name) => name.startsWith(backupPrefix(TRIPS_KEY)))
    .map((name) => localStorage.getItem(name));
const references = (email: string) => tripsOf(readTrips().value, email).map((t) => t.reference);

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('saved trips', () => {
  it('keeps the itinerary (never an estimate) under the normalised e-mail', () => {
    const result = saveTripFor(' Asha@Example.com ', trip('VJ-AAAAAA'), new Date('2026-11-23T10:00:00Z'));
    expect(result.ok).toBe(true);
    expect(stored()).toEqual({
      state: { trips: [{ ...trip('VJ-AAAAAA'), owner: 'asha@example.com', savedAt: '2026-11-23T10:00:00.000Z' }] },
      version: TRIPS_VERSION,
    });
    expect(references('ASHA@example.com')).toEqual(['VJ-AAAAAA']);
  });

  it('one account never sees or removes another account’s trips', () => {
    saveTripFor('a@example.com', trip('VJ-AAAAAA'));
    saveTripFor('b@example.com', trip('VJ-BBBBBB'));
    expect(references('a@example.com')).toEqual(['VJ-AAAAAA']);
    expect(references('b@example.com')).toEqual(['VJ-BBBBBB']);
    expect(removeTripFor('a@example.com', 'VJ-BBBBBB').ok).toBe(true);
    expect(references('b@example.com')).toEqual(['VJ-BBBBBB']);
    expect(removeTripFor('b@example.com', 'VJ-BBBBBB').ok).toBe(true);
    expect(references('b@example.com')).toEqual([]);
    expect(references('a@example.com')).toEqual(['VJ-AAAAAA']);
  });

  it('saving the same trip again updates it instead of adding a copy', () => {
    saveTripFor('a@example.com', trip('VJ-AAAAAA'), new Date('2026-11-01T00:00:00Z'));
    saveTripFor('a@example.com', trip('VJ-AAAAAA'), new Date('2026-11-02T00:00:00Z'));
    expect(readTrips().value.map((t) => t.savedAt)).toEqual(['2026-11-02T00:00:00.000Z']);
  });

  it(`keeps at most ${MAX_SAVED_TRIPS} trips per account`, () => {
    for (let index = 0; index < MAX_SAVED_TRIPS; index += 1) {
      expect(saveTripFor('a@example.com', trip(`VJ-${String(index).padStart(6, '0')}`)).ok).toBe(true);
    }
    expect(saveTripFor('a@example.com', trip('VJ-ZZZZZZ'))).toEqual({ ok: false, error: 'limit' });
    expect(saveTripFor('a@example.com', trip('VJ-000003')).ok).toBe(true); // an update still fits
    expect(saveTripFor('b@example.com', trip('VJ-ZZZZZZ')).ok).toBe(true);
    expect(references('a@example.com')).toHaveLength(MAX_SAVED_TRIPS);
  });

  it('10: re-reads storage before writing, so a trip another tab saved meanwhile is kept', () => {
    saveTripFor('a@example.com', trip('VJ-AAAAAA'));
    const otherTab = stored();
    otherTab.state.trips.push({ ...trip('VJ-BBBBBB'), owner: 'a@example.com', savedAt: '2026-11-23T00:00:00.000Z' });
    localStorage.setItem(TRIPS_KEY, JSON.stringify(otherTab));
    saveTripFor('a@example.com', trip('VJ-CCCCCC'));
    expect(references('a@example.com').sort()).toEqual(['VJ-AAAAAA', 'VJ-BBBBBB', 'VJ-CCCCCC']);
  });

  it('refuses a trip that does not fit the stored shape', () => {
    expect(saveTripFor('a@example.com', trip('VJ-AAAAAA', { passengers: 40 }))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(saveTripFor('a@example.com', trip('not-a-ref'))).toEqual({ ok: false, error: 'invalid' });
    expect(localStorage.getItem(TRIPS_KEY)).toBeNull();
  });

  it('1: truncated JSON reads as no trips and is backed up before the next write', () => {
    localStorage.setItem(TRIPS_KEY, '{"state":');
    expect(readTrips()).toMatchObject({ value: [], backedUp: true });
    expect(saveTripFor('a@example.com', trip('VJ-AAAAAA')).ok).toBe(true);
    expect(backups()).toEqual(['{"state":']);
  });

  it('4: a malformed trip is kept aside, never silently deleted; the valid one survives', () => {
    const good = { ...trip('VJ-AAAAAA'), owner: 'a@example.com', savedAt: '2026-11-23T00:00:00.000Z' };
    const raw = serializeTrips([good, { ...good, reference: 'VJ-BBBBBB', legs: 'oops' } as never]);
    localStorage.setItem(TRIPS_KEY, raw);
    expect(readTrips().value.map((t) => t.reference)).toEqual(['VJ-AAAAAA']);
    expect(removeTripFor('a@example.com', 'VJ-AAAAAA').ok).toBe(true);
    expect(backups()).toEqual([raw]);
  });

  it('8: storage full is reported and nothing changes', () => {
    saveTripFor('a@example.com', trip('VJ-AAAAAA'));
    const before = localStorage.getItem(TRIPS_KEY);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(saveTripFor('a@example.com', trip('VJ-BBBBBB'))).toEqual({ ok: false, error: 'full' });
    expect(removeTripFor('a@example.com', 'VJ-AAAAAA')).toEqual({ ok: false, error: 'full' });
    expect(localStorage.getItem(TRIPS_KEY)).toBe(before);
  });

  it('a newer stored version in another shape is never overwritten', () => {
    const newer = JSON.stringify({ version: TRIPS_VERSION + 1, byOwner: { 'a@example.com': [{ id: 'VJ-AAAAAA' }] } });
    localStorage.setItem(TRIPS_KEY, newer);
    expect(readTrips()).toMatchObject({ value: [], newer: true, backedUp: false });
    expect(saveTripFor('a@example.com', trip('VJ-AAAAAA'))).toEqual({ ok: false, error: 'newer' });
    expect(removeTripFor('a@example.com', 'VJ-AAAAAA')).toMatchObject({ ok: false, error: 'newer' });
    expect(localStorage.getItem(TRIPS_KEY)).toBe(newer);
    expect(backups()).toEqual([]);
  });

  it('6: a newer stored version is never overwritten', () => {
    const newer = JSON.stringify({ state: { trips: [] }, version: TRIPS_VERSION + 1 });
    localStorage.setItem(TRIPS_KEY, newer);
    expect(saveTripFor('a@example.com', trip('VJ-AAAAAA'))).toEqual({ ok: false, error: 'newer' });
    expect(localStorage.getItem(TRIPS_KEY)).toBe(newer);
  });

  it('7: blocked storage says so and never throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(saveTripFor('a@example.com', trip('VJ-AAAAAA'))).toEqual({ ok: false, error: 'blocked' });
    expect(removeTripFor('a@example.com', 'VJ-AAAAAA')).toEqual({ ok: false, error: 'blocked' });
  });
});
