import type { DashboardsContent } from '@/lib/schemas/content/dashboards';

// Each role's figure labels and action names. The customer's figures are worked out from the
// flights the account asked us for (a saved trip not sent is planned, not a flight); the Jet
// Owner's and Operator's count the aircraft they listed and the requests they sent the desk.
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
    figures: { listings: 'Aircraft Listed', requests: 'Desk Requests' },
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
    figures: { listings: 'Aircraft Listed', requests: 'Desk Requests' },
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
