import { ToastButton } from '@/components/ui/toast-button';
import type { RoleDashboard as RoleDashboardData } from '@/lib/content/dashboards';

/** A role's four figures and its actions (SPEC.md section 6); every action is a placeholder. */
export function RoleDashboard({ role, dashboard }: { role: string; dashboard: RoleDashboardData }) {
  return (
    <div className="grid gap-12">
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="sr-only">
          {role} overview
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {dashboard.stats.map((stat) => (
            <div key={stat.label} className="grid gap-3 rounded-card border border-border bg-surface p-6">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="font-display text-3xl font-semibold text-foreground">{stat.value}</dd>
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
              <ToastButton message="notImplemented" variant="outline" size="lg" className="w-full justify-start">
                {action}
              </ToastButton>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
