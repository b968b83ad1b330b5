import { account } from '@/content/account';
import { accountFlights, countFlights, loyaltyStanding } from '@/lib/account/figures';

const trip = (dates: string[], estimate: number | null = null) => ({ dates, estimate });

describe('countFlights', () => {
  it('counts nothing for a new account: zeros and nothing spent', () => {
    expect(countFlights([], new Date('2026-11-26T06:00:00Z'))).toEqual({
      upcoming: 0,
      past: 0,
      undated: 0,
      spent: null,
    });
  });

  it('turns a trip past at midnight in Mumbai, not at midnight UTC', () => {
    const flights = [trip(['2026-01-10'], 500_000)];
    // 23:59 on 10 January in Mumbai (18:29 UTC): the flight's day is still today.
    expect(countFlights(flights, new Date('2026-01-10T18:29:00Z'))).toMatchObject({ upcoming: 1, past: 0 });
    // 00:01 on 11 January in Mumbai, still 10 January in UTC: it has gone by.
    expect(countFlights(flights, new Date('2026-01-10T18:31:00Z'))).toMatchObject({
      upcoming: 0,
      past: 1,
      spent: 500_000,
    });
    // 00:30 on 10 January in Mumbai is 9 January in UTC: upcoming, whatever the device's zone says.
    expect(countFlights([trip(['2026-01-10'])], new Date('2026-01-09T19:00:00Z'))).toMatchObject({ upcoming: 1 });
  });

  it('leaves trips without any date out of both counts', () => {
    const counts = countFlights([trip(['']), trip(['', '']), trip(['2020-01-01'], 100)], new Date('2026-01-01T00:00Z'));
    expect(counts).toEqual({ upcoming: 0, past: 1, undated: 2, spent: 100 });
  });

  it('judges a trip by its last dated leg: a return still ahead keeps it upcoming', () => {
    const now = new Date('2026-03-10T06:00:00Z');
    expect(countFlights([trip(['2026-03-01', ''], 9)], now)).toMatchObject({ upcoming: 0, past: 1, spent: 9 });
    expect(countFlights([trip(['2026-03-01', '2026-03-20'], 9)], now)).toMatchObject({ upcoming: 1, spent: null });
  });

  it('adds up only the past trips that have an estimate', () => {
    const now = new Date('2026-06-01T06:00:00Z');
    const counts = countFlights(
      [trip(['2026-01-01'], 250_000), trip(['2026-02-01'], null), trip(['2026-12-01'], 900_000)],
      now,
    );
    expect(counts).toEqual({ upcoming: 1, past: 2, undated: 0, spent: 250_000 });
  });
});

describe('accountFlights', () => {
  const now = new Date('2026-06-01T06:00:00Z');
  const asked = (reference: string, status: string, dates: string[], estimate: number | null = 100) => ({
    reference,
    quote: null,
    status,
    dates,
    estimate,
  });

  it('counts no request without a status token as an upcoming flight: received, kept, handed off, cancelled or refused', () => {
    const sent = [
      asked('VJ-AAAAAA', 'received', ['2026-07-01']),
      asked('VJ-BBBBBB', 'kept', ['2026-07-01']),
      asked('VJ-CCCCCC', 'whatsapp', ['2026-07-01']),
      asked('VJ-DDDDDD', 'email', ['']),
      asked('VJ-EEEEEE', 'cancelled', ['2026-07-01']),
      asked('VJ-FFFFFF', 'refused', ['2026-07-01']),
      asked('VJ-GGGGGG', 'recorded', ['2026-01-01']),
      asked('VJ-HHHHHH', 'received', ['2026-01-01'], 250_000),
    ];
    const { counts, awaiting, asked: trips } = accountFlights(sent, now);
    expect(counts).toEqual({ upcoming: 0, past: 1, undated: 0, spent: 250_000 });
    // Received without a token, kept and handed off, still ahead or undated: awaiting our desk, which
    // never confirmed them. Cancelled and refused never went.
    expect(awaiting).toBe(4);
    expect([...trips].sort()).toEqual(['VJ-AAAAAA', 'VJ-BBBBBB', 'VJ-CCCCCC', 'VJ-DDDDDD', 'VJ-GGGGGG', 'VJ-HHHHHH']);
  });

  it('counts a request the inbox can be asked about only once the desk confirmed it, on the date the desk named', () => {
    const tracked = (reference: string, desk: { status: string; flightAt?: string } | null) => ({
      ...asked(reference, 'received', ['2026-07-01']),
      desk,
    });
    const sent = [
      tracked('VJ-AAAAAA', null),
      tracked('VJ-BBBBBB', { status: 'quoted' }),
      // Asked for July, confirmed for a day already gone in Mumbai: a past flight, not an upcoming one.
      tracked('VJ-CCCCCC', { status: 'confirmed', flightAt: '2026-05-31T23:00' }),
      tracked('VJ-DDDDDD', { status: 'confirmed', flightAt: '2026-06-01T18:00' }),
      tracked('VJ-EEEEEE', { status: 'declined' }),
      tracked('VJ-FFFFFF', { status: 'closed' }),
    ];
    const { counts, awaiting } = accountFlights(sent, now);
    expect(counts).toEqual({ upcoming: 1, past: 1, undated: 0, spent: 100 });
    expect(awaiting).toBe(2);
  });

  it('names a sent trip by its quote, so a saved trip that was sent is not also planned', () => {
    const sent = [{ ...asked('VJ-AAAAAA', 'kept', ['2026-07-01']), quote: 'VJ-QQQQQQ' }];
    expect([...accountFlights(sent, now).asked]).toEqual(['VJ-QQQQQQ']);
  });
});

describe('loyaltyStanding', () => {
  const tiers = [
    { name: 'Member', minPastFlights: 0 },
    { name: 'Silver', minPastFlights: 3 },
    { name: 'Gold', minPastFlights: 10 },
  ];

  it('starts at the lowest tier and says what the next needs', () => {
    expect(loyaltyStanding(0, tiers)).toEqual({ tier: tiers[0], next: { tier: tiers[1], needed: 3 } });
  });

  it('reaches a tier exactly at its threshold, not one before', () => {
    expect(loyaltyStanding(2, tiers)).toEqual({ tier: tiers[0], next: { tier: tiers[1], needed: 1 } });
    expect(loyaltyStanding(3, tiers)).toEqual({ tier: tiers[1], next: { tier: tiers[2], needed: 7 } });
    expect(loyaltyStanding(9, tiers).tier.name).toBe('Silver');
    expect(loyaltyStanding(10, tiers)).toEqual({ tier: tiers[2], next: null });
    expect(loyaltyStanding(99, tiers)).toEqual({ tier: tiers[2], next: null });
  });

  it('reads the tiers in content whatever their order', () => {
    expect(loyaltyStanding(3, [...tiers].reverse()).tier.name).toBe('Silver');
    const content = account.customer.loyaltyTiers;
    expect(loyaltyStanding(0, content).tier.name).toBe(content[0].name);
    for (const tier of content) expect(loyaltyStanding(tier.minPastFlights, content).tier).toEqual(tier);
  });
});
