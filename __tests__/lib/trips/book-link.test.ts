import { bookHref } from '@/lib/trips/book-link';
import { plannerHandOver } from '@/lib/trips/hand-over';
import { plannerToSearch, readPlannerAddress } from '@/lib/trips/url';

const valuesOf = (search: string) => readPlannerAddress(search).values;

describe('Book Now addresses', () => {
  it('carry the category, and from the fleet the aircraft', () => {
    expect(bookHref('light')).toBe('/book/');
    expect(bookHref('heavy')).toBe('/book/?jet=heavy');
    expect(bookHref('light', 'citation-cj3')).toBe('/book/?aircraft=citation-cj3');
    expect(bookHref('helicopter', 'leonardo-aw139')).toBe('/book/?jet=helicopter&aircraft=leonardo-aw139');
  });

  it('prefill the planner with what they carry', () => {
    expect(valuesOf('?jet=midsize&aircraft=praetor-500')).toEqual({
      jetType: 'midsize',
      aircraft: 'praetor-500',
    });
    expect(valuesOf(bookHref('heavy', 'global-7500').slice('/book/'.length))).toEqual({
      jetType: 'heavy',
      aircraft: 'global-7500',
    });
  });

  it('drop an aircraft parameter that is not a slug, and keep the rest', () => {
    for (const bad of ['', 'Citation CJ3+', '-cj3', 'cj3-', 'a--b', '<script>', 'x'.repeat(41), '__proto__']) {
      expect(valuesOf(`?jet=light&aircraft=${encodeURIComponent(bad)}`)).toEqual({ jetType: 'light' });
    }
    expect(plannerToSearch({ jetType: 'heavy', aircraft: 'Not a slug' })).toBe('?jet=heavy');
  });

  it('start a handed-over multi-city trip with leg 2 leaving where leg 1 lands', () => {
    expect(valuesOf('?trip=multi-city&from=Mumbai&to=Goa&pax=4')).toEqual({
      tripType: 'multi-city',
      departure: 'Mumbai',
      arrival: 'Goa',
      passengers: 4,
      nextLegs: [{ departure: 'Goa', arrival: '', date: '', time: '' }],
    });
    expect(valuesOf('?trip=multi-city').nextLegs).toEqual([{ departure: '', arrival: '', date: '', time: '' }]);
  });

  it("read the home page's multi-city hand-over in the planner's own format", () => {
    const search = (href: string) => href.slice('/book/'.length);
    expect(plannerHandOver('multi-city')).toBe('/book/?trip=multi-city');
    expect(
      valuesOf(
        search(plannerHandOver('multi-city', { from: ' Mumbai ', to: 'Goa', date: '2027-01-15', passengers: 4 })),
      ),
    ).toEqual({
      tripType: 'multi-city',
      departure: 'Mumbai',
      arrival: 'Goa',
      date: '2027-01-15',
      passengers: 4,
      nextLegs: [{ departure: 'Goa', arrival: '', date: '', time: '' }],
    });
    // What the planner writes back for the same trip is the same address, plus leg 2.
    expect(
      plannerToSearch(valuesOf(search(plannerHandOver('multi-city', { from: 'Mumbai', to: 'Goa', passengers: 4 })))),
    ).toBe('?trip=multi-city&from=Mumbai&to=Goa&from2=Goa&pax=4');
  });
});
