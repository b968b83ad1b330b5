import { dashboards } from '@/content/dashboards';
import { displayDashboards, parseContent } from '@/lib/content';
import { dashboardsSchema } from '@/lib/schemas/content/dashboards';

describe('dashboards content', () => {
  it('is valid', () => {
    expect(() => parseContent(dashboardsSchema, dashboards, 'content/dashboards.ts')).not.toThrow();
  });

  it('shows each role’s sample figures, money the Indian way', () => {
    const shown = displayDashboards();
    const figures = (role: keyof typeof shown) => shown[role].stats.map((s) => `${s.label}: ${s.value}`);
    expect(figures('Customer')).toEqual([
      'Upcoming Flights: 2',
      'Past Flights: 12',
      'Total Spent: ₹1.2 Cr',
      'Loyalty Tier: Gold',
    ]);
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
    expect(shown.Customer.actions).toEqual([
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
    const badKind = { ...dashboards, Customer: { ...dashboards.Customer, stats: [{ kind: 'money', label: 'X' }] } };
    expect(() => parseContent(dashboardsSchema, badKind, 'content/dashboards.ts')).toThrow(
      /Customer\.stats\.0\.amount/,
    );
  });
});
