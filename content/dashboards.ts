import data from '@/content/data/dashboards.json';
import type { DashboardsContent } from '@/lib/schemas/content/dashboards';

// Each role's figure labels and action names, in content/data/dashboards.json (edited at /admin/,
// "Site and account"). The customer's figures are worked out from the flights the account asked us
// for (a saved trip not sent is planned, not a flight); the Jet Owner's and Operator's count the
// aircraft they listed and the requests they sent the desk.
export const dashboards = data as DashboardsContent;
