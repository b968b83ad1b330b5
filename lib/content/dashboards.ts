import { dashboards as raw } from '@/content/dashboards';
import type { Role } from '@/lib/auth/roles';
import { formatINRShort } from '@/lib/format';
import { dashboardsSchema, type DashboardStat } from '@/lib/schemas/content/dashboards';
import { parseContent } from './parse';

export const dashboards = parseContent(dashboardsSchema, raw, 'content/dashboards.ts');

export type DisplayStat = { label: string; value: string };
export type RoleDashboard = { stats: DisplayStat[]; actions: string[] };
export type RoleDashboards = Record<Role, RoleDashboard>;

export function formatStat(stat: DashboardStat): string {
  switch (stat.kind) {
    case 'money':
      return formatINRShort(stat.amount);
    case 'percent':
      return `${stat.value}%`;
    case 'count':
      return stat.unit ? `${stat.value} ${stat.unit}` : String(stat.value);
    case 'text':
      return stat.value;
  }
}

/** Display-ready dashboards (plain strings), small enough to hand to the client guard as props. */
export function displayDashboards(): RoleDashboards {
  const toDisplay = ({ stats, actions }: (typeof dashboards)[Role]): RoleDashboard => ({
    stats: stats.map((stat) => ({ label: stat.label, value: formatStat(stat) })),
    actions,
  });
  return {
    Customer: toDisplay(dashboards.Customer),
    'Jet Owner': toDisplay(dashboards['Jet Owner']),
    Operator: toDisplay(dashboards.Operator),
  };
}
