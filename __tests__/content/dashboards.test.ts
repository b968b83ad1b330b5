import { dashboards } from '@/content/dashboards';
import { displayDashboards, parseContent } from '@/lib/content';
import { dashboardsSchema } from '@/lib/schemas/content/dashboards';

describe('dashboards content', () => {
  it('is valid', () => {
    expect(() => parseContent(dashboardsSchema, dashboards, 'content/data/dashboards.json')).not.toThrow();
  });

  it('names the customer’s computed figures exactly', () => {
    expect(Object.values(displayDashboards().Customer.figures)).toEqual([
      'Upcoming Flights',
      'Past Flights',
      'Total Spent',
      'Loyalty Tier',
    ]);
  });

  it('names the Jet Owner’s and Operator’s own figures, and invents none', () => {
    const shown = displayDashboards();
    for (const role of ['Jet Owner', 'Operator'] as const)
      expect(shown[role].figures).toEqual({ listings: 'Aircraft Listed', requests: 'Desk Requests' });
  });

  it("lists each role's actions exactly", () => {
    const shown = displayDashboards();
    expect(Object.values(shown.Customer.actions)).toEqual([
      'Book a New Flight',
      'Manage Bookings',
      'Track a Flight',
      'Account Settings',
      'Refer a Friend',
    ]);
    expect(shown['Jet Owner'].actions).toEqual([
      'Manage Fleet',
      'View Schedule',
      'Performance Analytics',
      'Earnings & Payouts',
      'Live Tracking',
      'Aircraft Settings',
    ]);
    expect(shown.Operator.actions).toEqual([
      'Live Fleet Map',
      'Flight Scheduling',
      'Crew Management',
      'Aircraft Maintenance',
      'Operational Reports',
      'System Settings',
    ]);
  });

  it('fails with a readable path on a typo', () => {
    const typo = { ...dashboards, Operator: { ...dashboards.Operator, figures: { listings: 'Aircraft Listed' } } };
    expect(() => parseContent(dashboardsSchema, typo, 'content/data/dashboards.json')).toThrow(
      /content\/data\/dashboards\.json:\n {2}- Operator\.figures\.requests/,
    );
    const unnamed = { ...dashboards, Customer: { ...dashboards.Customer, actions: { book: '' } } };
    expect(() => parseContent(dashboardsSchema, unnamed, 'content/data/dashboards.json')).toThrow(
      /Customer\.actions\.book/,
    );
  });
});
