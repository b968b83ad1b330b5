import type { DashboardsContent } from '@/lib/schemas/content/dashboards';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// Each role's figure labels and action names. The customer's figures are worked out from the
// flights the account asked us for (a saved trip not sent is planned, not a flight); the Jet Owner's and Operator's are samples, shown marked as such until an
// account manager connects the aircraft (content/account.ts says how).
export const dashboards = {
  Customer: {
    figures: {
      upcoming: 'Upcoming Flights',
      past: 'Past Flights',
      spent: 'Total Spent',
      tier: 'Loyalty Tier',
    },
    actions: {
      book: 'Book a New Flight',
      manage: 'Manage Bookings',
      track: 'Track a Flight',
      settings: 'Account Settings',
      refer: 'Refer a Friend',
    },
  },
  'Jet Owner': {
    stats: [
      { kind: 'count', label: 'My Fleet', value: 3, unit: 'aircraft' },
      { kind: 'money', label: 'Monthly Revenue', amount: 8_000_000 },
      { kind: 'percent', label: 'Occupancy Rate', value: 75 },
      { kind: 'count', label: 'Upcoming Bookings', value: 8 },
    ],
    actions: [
      'Manage Fleet',
      'View Schedule',
      'Performance Analytics',
      'Earnings & Payouts',
      'Live Tracking',
      'Aircraft Settings',
    ],
  },
  Operator: {
    stats: [
      { kind: 'count', label: 'Managed Aircraft', value: 15 },
      { kind: 'count', label: 'Active Flights', value: 6 },
      { kind: 'count', label: 'Crew Members', value: 45 },
      { kind: 'percent', label: 'Operational Efficiency', value: 92 },
    ],
    actions: [
      'Live Fleet Map',
      'Flight Scheduling',
      'Crew Management',
      'Aircraft Maintenance',
      'Operational Reports',
      'System Settings',
    ],
  },
} satisfies DashboardsContent;

// Made up for the demo: a build for a real domain refuses them (see content/company.ts).
export const samples = {
  'dashboards.Jet Owner.stats': 'the figures an owner sees before the desk connects the aircraft (your own, or none)',
  'dashboards.Operator.stats': 'the figures an operator sees before the desk connects its fleet (your own, or none)',
} satisfies SampleMarks;
