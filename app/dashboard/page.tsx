import { DashboardGate } from '@/components/account/dashboard-gate';
import { content, displayDashboards } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('dashboard');

export default function DashboardPage() {
  return <DashboardGate heading={content.pages.dashboard.heading} dashboards={displayDashboards()} />;
}
