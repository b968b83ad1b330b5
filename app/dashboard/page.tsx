import { DashboardGate } from '@/components/account/dashboard-gate';
import { displayDashboards } from '@/lib/content/dashboards';
import { metadataFor, pageContent } from '@/lib/content/pages';

export const metadata = metadataFor('dashboard');

export default function DashboardPage() {
  return <DashboardGate heading={pageContent.dashboard.heading} dashboards={displayDashboards()} />;
}
