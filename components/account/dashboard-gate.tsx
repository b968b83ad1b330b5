'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { messages } from '@/content/messages';
import { normalizeEmail } from '@/lib/auth/email';
import { isRole } from '@/lib/auth/roles';
import { browserPart } from '@/lib/browser-part';
import type { RoleDashboards } from '@/lib/content';
import { onUse } from '@/lib/on-use';
import { hasOutbox } from '@/lib/requests/outbox-key';
import { loadAuth, useAuthSession, useSavedTrips } from '@/lib/stores/use-auth-session';
import { loadSavedTripList } from './load-saved-trip-list';

// Saved trips load once the dashboard is shown; the list, with the estimator and the airport list.
const PendingRequests = browserPart(
  onUse(() => import('@/components/requests/pending-requests').then((module) => module.PendingRequests)),
);
const SavedTrips = browserPart(onUse(() => import('./saved-trips').then((module) => module.SavedTrips)));
const CustomerDashboard = browserPart(
  onUse(() => import('./customer-dashboard').then((module) => module.CustomerDashboard)),
);
const DeskDashboard = browserPart(onUse(() => import('./desk-dashboard').then((module) => module.DeskDashboard)));

// At least a screen tall while loading and loaded.
const frame = 'container-content grid min-h-dvh content-start gap-12 pt-[calc(var(--header-height)+4rem)] pb-24';

// The /dashboard guard.
export function DashboardGate({ heading, dashboards }: { heading: string; dashboards: RoleDashboards }) {
  const router = useRouter();
  const { hydrated, user, loggedOutHere } = useAuthSession();
  const sawUser = useRef(false);
  const decided = useRef(false);
  const holdsTrips = useSavedTrips().length > 0;

  useEffect(() => void loadAuth().catch(() => {}), []);

  useEffect(() => {
    if (user && holdsTrips) loadSavedTripList.preload();
  }, [user, holdsTrips]);

  useEffect(() => {
    if (user) sawUser.current = true;
    if (!hydrated || user || decided.current) return;
    decided.current = true;
    if (!(sawUser.current && loggedOutHere)) router.replace('/login/');
  }, [hydrated, user, loggedOutHere, router]);

  const signedIn = hydrated && user ? user : null;
  // The greeting is the same element before and after the stored session is read: the page paints it at once.
  return (
    <div className={frame} aria-busy={signedIn ? undefined : true}>
      <header className="grid gap-3">
        <p className="eyebrow">{heading}</p>
        <h1 className="text-4xl font-semibold sm:text-5xl">{messages.dashboardWelcome}</h1>
        {/* Two lines held on a phone, where "Signed in as <e-mail> · <role>" wraps. */}
        <p className="min-h-[2lh] text-lg text-muted-foreground sm:min-h-0">
          {signedIn ? (
            <>
              {messages.dashboardSignedInAs}{' '}
              <span className="font-medium break-all text-foreground">{signedIn.email}</span> ·{' '}
              <span className="text-gold">{signedIn.role}</span>
            </>
          ) : hydrated ? (
            messages.dashboardRedirecting
          ) : (
            messages.dashboardLoading
          )}
        </p>
        <p className="text-sm text-muted-foreground">{messages.browserOnlyAccount}</p>
      </header>
      {/* An unknown stored role is never treated as any role: the loading message stays. */}
      {signedIn &&
        (isRole(signedIn.role) ? (
          <>
            {signedIn.role === 'Customer' ? (
              <CustomerDashboard content={dashboards.Customer} user={signedIn} />
            ) : (
              <DeskDashboard role={signedIn.role} dashboard={dashboards[signedIn.role]} user={signedIn} />
            )}
            <SavedTrips email={signedIn.email} />
            {hasOutbox() ? <PendingRequests headingLevel={2} account={normalizeEmail(signedIn.email)} /> : null}
          </>
        ) : (
          <p role="status" className="text-muted-foreground">
            {messages.loadingDashboard}
          </p>
        ))}
    </div>
  );
}
