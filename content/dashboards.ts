import type { DashboardsContent } from '@/lib/schemas/content/dashboards';

// Hard-coded sample figures; every action shows the not-implemented toast.
export const dashboards = {
  Customer: {
    stats: [
      { kind: 'count', label: 'Upcoming Flights', value: 2 },
      { kind: 'count', label: 'Past Flights', value: 12 },
      { kind: 'money', label: 'Total Spent', amount: 12_000_000 },
      { kind: 'text', label: 'Loyalty Tier', value: 'Gold' },
    ],
    actions: ['Book a New Flight', 'Manage Bookings', 'Track a Flight', 'Account Settings', 'Refer a Friend'],
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
