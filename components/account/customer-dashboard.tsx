'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { invitationWhatsapp, shareInvitation, type Invitation } from '@/lib/account/refer';
import type { SessionUser } from '@/lib/auth/schemas';
import { externalLinkProps } from '@/lib/links';
import type { CustomerDashboard as CustomerContent } from '@/lib/schemas/content/dashboards';
import { useSavedTrips } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';
import { tripsOf } from '@/lib/trips/saved-trip-view';
import { ActionButton } from './action-button';
import { CustomerFigures } from './customer-figures';
import { ACCOUNT_SETTINGS_ID, LazyAccountSettings } from './lazy-account-settings';
import { MANAGE_BOOKINGS_ID } from './saved-trips';
import { TrackFlight } from './track-flight';
import { useSentRequests } from './use-sent-requests';

const texts = account.customer;
const action = buttonVariants({ variant: 'outline', size: 'lg', align: 'start', className: 'w-full' });
type Panel = 'track' | 'settings' | null;

export function CustomerDashboard({ content, user }: { content: CustomerContent; user: SessionUser }) {
  const trips = tripsOf(useSavedTrips(), user.email);
  const sent = useSentRequests(user.email);
  const [panel, setPanel] = useState<Panel>(null);
  const [whatsapp, setWhatsapp] = useState<string | null>(null);
  const toggle = (next: Exclude<Panel, null>) => setPanel((open) => (open === next ? null : next));
  const names = content.actions;

  const onRefer = async () => {
    const invitation: Invitation = {
      title: texts.referTitle,
      text: texts.referText,
      url: `${window.location.origin}/`,
    };
    const outcome = await shareInvitation(invitation);
    if (outcome === 'copied') void showToast(accountMessages.inviteCopied, {}, 'success');
    setWhatsapp(outcome === 'whatsapp' ? invitationWhatsapp(invitation) : null);
  };

  return (
    <div className="grid gap-12">
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="sr-only">
          Customer overview
        </h2>
        <CustomerFigures labels={content.figures} trips={trips} sent={sent} />
      </section>
      <section aria-labelledby="dashboard-actions" className="grid gap-5">
        <h2 id="dashboard-actions" className="text-2xl font-semibold">
          Quick actions
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <IntentLink href="/book/" className={action}>
              {names.book}
            </IntentLink>
          </li>
          <li>
            <a href={`#${MANAGE_BOOKINGS_ID}`} className={action}>
              {names.manage}
            </a>
          </li>
          <li>
            <ActionButton
              aria-expanded={panel === 'track'}
              aria-controls="track-flight"
              onClick={() => toggle('track')}
            >
              {names.track}
            </ActionButton>
          </li>
          <li>
            <ActionButton
              aria-expanded={panel === 'settings'}
              aria-controls={ACCOUNT_SETTINGS_ID}
              onClick={() => toggle('settings')}
            >
              {names.settings}
            </ActionButton>
          </li>
          <li>
            <ActionButton onClick={() => void onRefer()}>{names.refer}</ActionButton>
          </li>
        </ul>
        <div role="status">
          {whatsapp && (
            <p className="text-sm text-muted-foreground">
              {texts.referFallback}{' '}
              <a href={whatsapp} {...externalLinkProps} className="text-gold underline underline-offset-4">
                {texts.referWhatsapp}
              </a>
            </p>
          )}
        </div>
        {panel === 'track' && <TrackFlight id="track-flight" />}
        {panel === 'settings' && <LazyAccountSettings id={ACCOUNT_SETTINGS_ID} user={user} trips={trips} />}
      </section>
    </div>
  );
}
