import { sessionUserSchema, storedAccountSchema } from '@/lib/auth/schemas';
import { anything, integer, list, oneOf, record, text } from '@/lib/stored-shape';
import { savedTripSchema } from '@/lib/trips/saved-trip-schema';

const ok = <T>(result: { success: boolean; data?: T }) => (result.success ? result.data : 'invalid');

describe('stored-shape checks', () => {
  it('text: a string only, trimmed when asked, length bounds inclusive, then its test', () => {
    const name = text({ trim: true, min: 1, max: 3 });
    expect(ok(name.safeParse(' abc '))).toBe('abc');
    expect(ok(name.safeParse('a'))).toBe('a');
    expect(ok(name.safeParse('   '))).toBe('invalid');
    expect(ok(name.safeParse('abcd'))).toBe('invalid');
    expect(ok(name.safeParse(3))).toBe('invalid');
    expect(ok(text().safeParse(' kept as is '))).toBe(' kept as is ');
    expect(ok(text({ test: (value) => value.startsWith('VJ') }).safeParse('XJ'))).toBe('invalid');
  });

  it('integer: safe integers within the bounds, nothing else', () => {
    const count = integer(1, 19);
    expect([1, 19].map((value) => ok(count.safeParse(value)))).toEqual([1, 19]);
    for (const value of [0, 20, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '4', null]) {
      expect(ok(count.safeParse(value))).toBe('invalid');
    }
    expect(ok(integer(0).safeParse(2 ** 53))).toBe('invalid');
  });

  it('oneOf, anything and list', () => {
    expect(ok(oneOf(['a', 'b']).safeParse('b'))).toBe('b');
    expect(ok(oneOf(['a', 'b']).safeParse('c'))).toBe('invalid');
    expect(anything.safeParse(undefined).success).toBe(true);
    const two = list(integer(0), 1, 2);
    expect(ok(two.safeParse([1, 2]))).toEqual([1, 2]);
    expect(ok(two.safeParse([]))).toBe('invalid');
    expect(ok(two.safeParse([1, 2, 3]))).toBe('invalid');
    expect(ok(two.safeParse([1, -1]))).toBe('invalid');
    expect(ok(two.safeParse({ length: 1 }))).toBe('invalid');
  });

  it('record: plain objects only, unknown keys dropped, refine on the whole', () => {
    const pair = record({ a: integer(0), b: text() }, (value) => value.a < value.b.length);
    expect(ok(pair.safeParse({ a: 1, b: 'xy', extra: true }))).toEqual({ a: 1, b: 'xy' });
    expect(ok(pair.safeParse({ a: 2, b: 'xy' }))).toBe('invalid');
    expect(ok(pair.safeParse({ a: 1 }))).toBe('invalid');
    for (const value of [null, [], 'a', 1]) expect(ok(pair.safeParse(value))).toBe('invalid');
  });
});

describe('the stored-data shapes', () => {
  it('a session user is trimmed and keeps only e-mail and role', () => {
    expect(ok(sessionUserSchema.safeParse({ email: ' a@b.co ', role: 'Customer', admin: true }))).toEqual({
      email: 'a@b.co',
      role: 'Customer',
    });
    expect(ok(sessionUserSchema.safeParse({ email: 'a@b.co', role: '' }))).toBe('invalid');
    expect(ok(sessionUserSchema.safeParse({ email: `${'a'.repeat(251)}@b.c`, role: 'Customer' }))).toBe('invalid');
  });

  it('an account needs a usable password hash', () => {
    expect(storedAccountSchema.safeParse({ email: 'a@b.co', role: 'Customer', password: {} }).success).toBe(false);
  });

  it('a saved trip: an instant as toISOString writes it, legs matching the trip type', () => {
    const trip = {
      reference: 'VJ-ABC123',
      owner: 'a@b.co',
      savedAt: '2026-11-02T00:00:00.000Z',
      tripType: 'one-way',
      legs: [{ departure: 'Mumbai', arrival: 'Delhi', date: '2026-11-20', time: '' }],
      passengers: 4,
      jetType: 'light',
    };
    expect(savedTripSchema.safeParse(trip).success).toBe(true);
    expect(savedTripSchema.safeParse({ ...trip, savedAt: '2026-11-02T00:00:00Z' }).success).toBe(true);
    for (const savedAt of ['2026-02-30T00:00:00.000Z', '2026-11-02T24:00:00Z', '2026-11-02T00:00Z', '2026-11-02']) {
      expect(savedTripSchema.safeParse({ ...trip, savedAt }).success).toBe(false);
    }
    expect(savedTripSchema.safeParse({ ...trip, tripType: 'round-trip' }).success).toBe(false);
    expect(savedTripSchema.safeParse({ ...trip, reference: 'VJ-abc123' }).success).toBe(false);
    expect(savedTripSchema.safeParse({ ...trip, legs: [{ ...trip.legs[0], date: '2026-13-01' }] }).success).toBe(false);
  });
});
