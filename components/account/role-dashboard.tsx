import { ToastButton } from '@/components/ui/toast-button';
import type { RoleDashboard as RoleDashboardData } from '@/lib/content';

/** A role's four sample figures and its actions (content/dashboards.ts); every action is a placeholder. */
export function RoleDashboard({ role, dashboard }: { role: string; dashboard: RoleDashboardData }) {
  return (
    <div className="grid gap-12">
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="sr-only">
          {role} overview
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {dashboard.stats.map((stat) => (
            <div
              key={stat.label}
              className="grid content-start gap-3 rounded-card border border-border bg-surface p-5 sm:p-6"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="font-display text-2xl font-semibold text-foreground sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="dashboard-actions" className="grid gap-5">
        <h2 id="dashboard-actions" className="text-2xl font-semibold">
          Quick actions
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {dashboard.actions.map((action) => (
            <li key={action}>
              <ToastButton message="notImplemented" variant="outline" size="lg" align="start" className="w-full">
                {action}
              </ToastButton>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
