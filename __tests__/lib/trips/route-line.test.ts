import { content } from '@/lib/content';
import { routeLine } from '@/lib/trips/route-line';

const { airports } = content;
const leg = (departure: string, arrival: string) => ({ departure, arrival });

describe('routeLine', () => {
  it('names known airports by their city, however they were typed', () => {
    expect(routeLine([leg('BOM', 'Goa (Dabolim) (GOI)')], airports)).toBe('Mumbai → Goa (Dabolim)');
    expect(routeLine([leg('mumbai', 'Goa')], airports)).toBe('Mumbai → Goa (Dabolim)');
  });

  it('chains a round trip and a multi-city trip, and starts again after a comma where a leg starts elsewhere', () => {
    expect(routeLine([leg('Mumbai', 'Dubai'), leg('Dubai', 'Mumbai')], airports)).toBe('Mumbai → Dubai → Mumbai');
    expect(routeLine([leg('Mumbai', 'Delhi'), leg('Jaipur', 'Mumbai')], airports)).toBe(
      'Mumbai → New Delhi, Jaipur → Mumbai',
    );
  });

  it('keeps an unknown place as typed, on one line and cut short, and a missing one to be confirmed', () => {
    expect(routeLine([leg('Lonavala\nhelipad', '')], airports)).toBe('Lonavala helipad → to be confirmed');
    const long = routeLine([leg('x'.repeat(200), 'Goa')], airports);
    expect(long).toBe(`${'x'.repeat(59)}… → Goa (Dabolim)`);
  });
});
