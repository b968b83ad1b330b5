'use client';

import { BookmarkPlusIcon, Link2Icon, MailIcon, PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { tripMessages } from '@/content/trip-messages';
import { withReturnPath } from '@/lib/account/return-path';
import { quoteSubject } from '@/lib/booking/whatsapp-text';
import { mailtoHref } from '@/lib/links';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { itineraryLegs, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { loadAuth, useAuthSession } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';
import { consultantText } from '@/lib/trips/planner-estimate';
import { quoteReference } from '@/lib/trips/reference';
import { saveTrip } from './save-trip';

type PlannerActionsProps = {
  id: string;
  greeting: string;
  route: { airports: readonly Airport[]; pricing: Pricing };
};

/** This page with the trip in its address: where logging in or signing up comes back to. */
const here = () => `${window.location.pathname}${window.location.search}`;

/** Copy link, Print quote, Save trip and Email this quote: the trip as it stands, passed on. */
export function PlannerActions({ id, greeting, route }: PlannerActionsProps) {
  const form = useFormContext<PlannerInput>();
  const values = useWatch({ control: form.control }) as Partial<PlannerInput>;
  const { hydrated, user } = useAuthSession();
  const [needsAccount, setNeedsAccount] = useState(false);
  const reference = quoteReference(values, route.airports);
  const body = consultantText(values, { ...route, greeting });
  const noteId = `${id}-save-note`;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      void showToast(tripMessages.linkCopied, {}, 'success');
    } catch {
      void showToast(tripMessages.linkCopyFailed, {}, 'error');
    }
  };

  const onSave = async () => {
    if (hydrated && !user) {
      setNeedsAccount(true);
      return;
    }
    const cities = itineraryLegs(values).flatMap((_, index) =>
      index === 0
        ? (['departure', 'arrival'] as const)
        : ([`nextLegs.${index - 1}.departure`, `nextLegs.${index - 1}.arrival`] as const),
    );
    const named = values.tripType === 'multi-city' ? cities : (['departure', 'arrival'] as const);
    if (!(await form.trigger(named, { shouldFocus: true }))) return;
    const outcome = await saveTrip(await loadAuth(), form.getValues(), reference);
    setNeedsAccount(outcome === 'signed-out');
  };

  return (
    <div className="grid gap-3 sm:col-span-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCopy}>
          <Link2Icon aria-hidden />
          Copy link
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          Print quote
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onSave}
          aria-describedby={needsAccount ? noteId : undefined}
        >
          <BookmarkPlusIcon aria-hidden />
          Save trip
        </Button>
        <a
          href={mailtoHref({ subject: quoteSubject(reference), body })}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <MailIcon aria-hidden />
          Email this quote
        </a>
      </div>
      <div role="status">
        {needsAccount && (
          <p id={noteId} className="text-sm text-muted-foreground">
            Saving a trip needs an account.{' '}
            <IntentLink href={withReturnPath('/login/', here())} className="text-gold underline underline-offset-4">
              Log in
            </IntentLink>{' '}
            or{' '}
            <IntentLink href={withReturnPath('/signup/', here())} className="text-gold underline underline-offset-4">
              sign up
            </IntentLink>
            , then save it again: this page&apos;s address keeps the trip.
          </p>
        )}
      </div>
    </div>
  );
}
