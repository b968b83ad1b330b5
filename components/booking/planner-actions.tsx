'use client';

import { useState, type SyntheticEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { BookmarkPlusIcon } from '@/components/icons/lucide/bookmark-plus';
import { Link2Icon } from '@/components/icons/lucide/link-2';
import { MailIcon } from '@/components/icons/lucide/mail';
import { PrinterIcon } from '@/components/icons/lucide/printer';
import { Button, buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { tripMessages } from '@/content/trip-messages';
import { withReturnPath } from '@/lib/account/return-path';
import { mailtoHref } from '@/lib/links';
import { quoteOf } from '@/lib/requests/quote';
import { renderQuote } from '@/lib/requests/render';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { loadAuth, useAuthSession } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';
import { plan } from '@/lib/trips/plan';
import type { PlannerInput } from '@/lib/trips/planner-input';
import { saveTrip } from './save-trip';

type PlannerActionsProps = {
  id: string;
  greeting: string;
  route: { airports: readonly Airport[]; pricing: Pricing };
};

const here = () => `${window.location.pathname}${window.location.search}`;

export function PlannerActions({ id, greeting, route }: PlannerActionsProps) {
  const form = useFormContext<PlannerInput>();
  const { hydrated, user } = useAuthSession();
  const [needsAccount, setNeedsAccount] = useState(false);
  const current = () => plan(form.getValues(), route);
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
    const { tripType, legs, reference } = current();
    const cities = legs.flatMap((_, index) =>
      index === 0
        ? (['departure', 'arrival'] as const)
        : ([`nextLegs.${index - 1}.departure`, `nextLegs.${index - 1}.arrival`] as const),
    );
    const named = tripType === 'multi-city' ? cities : (['departure', 'arrival'] as const);
    if (!(await form.trigger(named, { shouldFocus: true }))) return;
    const outcome = await saveTrip(await loadAuth(), form.getValues(), reference);
    setNeedsAccount(outcome === 'signed-out');
  };

  // The e-mail link is worded as the pointer or focus reaches it, so it is current when followed.
  const onReachMail = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = mailtoHref(renderQuote(quoteOf(current(), greeting), 'email'));
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
          href={mailtoHref()}
          onPointerEnter={onReachMail}
          onFocus={onReachMail}
          onPointerDown={onReachMail}
          onClick={onReachMail}
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
