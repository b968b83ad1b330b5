import { dashboards } from '@/content/dashboards';
import { displayDashboards, parseContent } from '@/lib/content';
import { dashboardsSchema } from '@/lib/schemas/content/dashboards';

describe('dashboards content', () => {
  it('is valid', () => {
    expect(() => parseContent(dashboardsSchema, dashboards, 'content/dashboards.ts')).not.toThrow();
  });

  it('names the customer’s computed figures exactly', () => {
    expect(Object.values(displayDashboards().Customer.figures)).toEqual([
      'Upcoming Flights',
      'Past Flights',
      'Total Spent',
      'Loyalty Tier',
    ]);
  });

  it('shows the Jet Owner’s and Operator’s sample figures, money the Indian way', () => {
    const shown = displayDashboards();
    const figures = (role: 'Jet Owner' | 'Operator') => shown[role].stats.map((s) => `${s.label}: ${s.value}`);
    expect(figures('Jet Owner')).toEqual([
      'My Fleet: 3 aircraft',
      'Monthly Revenue: ₹80 lakh',
      'Occupancy Rate: 75%',
      'Upcoming Bookings: 8',
    ]);
    expect(figures('Operator')).toEqual([
      'Managed Aircraft: 15',
      'Active Flights: 6',
      'Crew Members: 45',
      'Operational Efficiency: 92%',
    ]);
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
    const typo = { ...dashboards, Operator: { ...dashboards.Operator, stats: dashboards.Operator.stats.slice(0, 3) } };
    expect(() => parseContent(dashboardsSchema, typo, 'content/dashboards.ts')).toThrow(
      'content/dashboards.ts:\n  - Operator.stats: each dashboard shows exactly four figures',
    );
    const badKind = { ...dashboards, Operator: { ...dashboards.Operator, stats: [{ kind: 'money', label: 'X' }] } };
    expect(() => parseContent(dashboardsSchema, badKind, 'content/dashboards.ts')).toThrow(
      /Operator\.stats\.0\.amount/,
    );
    const unnamed = { ...dashboards, Customer: { ...dashboards.Customer, actions: { book: '' } } };
    expect(() => parseContent(dashboardsSchema, unnamed, 'content/dashboards.ts')).toThrow(/Customer\.actions\.book/);
  });
});
