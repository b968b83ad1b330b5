'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { MailIcon } from '@/components/icons/lucide/mail';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fillMessage, messages } from '@/content/messages';
import { requests as copy } from '@/content/requests';
import { recordSent } from '@/lib/account/sent-requests';
import { readSession } from '@/lib/auth/storage';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { externalLinkProps } from '@/lib/links';
import { withContact } from '@/lib/requests/build';
import { deliver, hasEndpoint, type Delivery } from '@/lib/requests/deliver';
import type { SiteRequest } from '@/lib/requests/model';
import { subscribeOutbox, wasDelivered } from '@/lib/requests/outbox';
import { handoffLinks, requestText } from '@/lib/requests/render';
import type { RequestContactValues } from '@/lib/schemas/forms/request-contact';
import { PendingRequests } from './pending-requests';

type Phase = { step: 'contact' } | { step: 'sending' } | { step: 'done'; delivery: Delivery };

// Kinds whose form does not ask how to reach the visitor: asked here when the endpoint needs it.
const ASKS_CONTACT = new Set<SiteRequest['kind']>(['booking', 'empty-leg']);

const NEXT_STEPS: Record<SiteRequest['kind'], string> = {
  booking: copy.nextSteps.booking,
  contact: copy.nextSteps.contact,
  'empty-leg': copy.nextSteps.emptyLeg,
  newsletter: copy.nextSteps.newsletter,
  desk: copy.nextSteps.desk,
  'air-ambulance': '',
};

const STORAGE_STATUS = {
  blocked: copy.status.storageBlocked,
  full: copy.status.storageFull,
  newer: copy.status.storageNewer,
} as const;

function titleOf(request: SiteRequest, phase: Phase): string {
  const reference = { reference: request.reference };
  if (phase.step === 'contact') return copy.titles.contact;
  if (phase.step === 'sending') return fillMessage(copy.titles.sending, reference);
  const { delivery } = phase;
  if (delivery.state === 'received')
    return request.kind === 'booking' ? messages.bookingSent.title : copy.titles.received;
  if (delivery.state === 'handoff')
    return request.kind === 'newsletter' ? copy.titles.newsletterHandoff : fillMessage(copy.titles.handoff, reference);
  return copy.titles[delivery.state];
}

function statusOf(request: SiteRequest, phase: Phase): string {
  const values = { reference: request.reference };
  if (phase.step === 'contact') return fillMessage(copy.contactStep.intro, values);
  if (phase.step === 'sending') return '';
  const { delivery } = phase;
  if (delivery.state === 'handoff')
    return request.kind === 'newsletter' ? copy.status.newsletterHandoff : fillMessage(copy.status.handoff, values);
  if (delivery.state === 'received') return fillMessage(copy.status.received, values);
  if (delivery.state === 'failed' && delivery.storage) return STORAGE_STATUS[delivery.storage];
  return fillMessage(copy.status[delivery.state], { ...values, reason: delivery.reason });
}

/** Who the desk calls back: prefilled with a signed-in account's e-mail. */
function ContactStep({ onContact }: { onContact: (values: RequestContactValues) => void }) {
  const id = useId();
  const email = useRef(readSession().value?.email ?? '');
  const { form, errors, formProps } = useLazyZodForm<RequestContactValues>({
    loadSchema: () => import('@/lib/schemas/forms/request-contact').then((m) => m.requestContactSchema),
    onValid: onContact,
  });
  return (
    <form {...formProps} aria-label={copy.titles.contact} className="grid gap-4">
      <FormField id={`${id}-name`} label="Full Name" error={errors.name}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="name" required />}
      </FormField>
      <FormField id={`${id}-phone`} label="Phone" error={errors.phone}>
        {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
      </FormField>
      <FormField id={`${id}-email`} label="Email Address" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            defaultValue={email.current}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full sm:w-fit">
        {copy.contactStep.submit}
      </Button>
    </form>
  );
}

/** A signed-in account keeps the flights it asked for (dates and estimate only), for its dashboard. */
function recordForAccount(request: SiteRequest) {
  const email = readSession().value?.email;
  if (email) recordSent(email, request);
}

function Handoff({ request }: { request: SiteRequest }) {
  const links = handoffLinks(request);
  // Opening WhatsApp or the mail app is as far as this site can see the request go.
  const onOpen = () => recordForAccount(request);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {request.kind === 'newsletter' ? null : (
        <a href={links.whatsapp} {...externalLinkProps} className={buttonVariants()} onClick={onOpen}>
          <WhatsAppIcon aria-hidden />
          {copy.whatsapp}
        </a>
      )}
      <a
        href={links.email}
        onClick={onOpen}
        className={buttonVariants({ variant: request.kind === 'newsletter' ? 'default' : 'outline' })}
      >
        <MailIcon aria-hidden />
        {copy.email}
      </a>
    </div>
  );
}

type RequestDialogProps = {
  /** The request to confirm and send; the dialog is open while there is one. */
  request: SiteRequest;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes: the control that opened it. */
  returnFocusTo?: HTMLElement | null;
  /** Called once the endpoint answered 2xx (a form may then clear itself). */
  onReceived?: () => void;
};

/**
 * The confirmation every request opens: its reference, what happens next, a copy of what is sent,
 * and how it travels. With an endpoint it asks who to call back (when the form did not), sends,
 * and says "Received" only after a 2xx; without one, it offers WhatsApp and e-mail.
 */
export function RequestDialog({ request: initial, onClose, returnFocusTo, onReceived }: RequestDialogProps) {
  const [request, setRequest] = useState(initial);
  const [phase, setPhase] = useState<Phase>(() => {
    if (!hasEndpoint()) return { step: 'done', delivery: { state: 'handoff' } };
    return ASKS_CONTACT.has(initial.kind) && !initial.contact ? { step: 'contact' } : { step: 'sending' };
  });

  useEffect(() => {
    if (phase.step !== 'sending') return;
    let live = true;
    void deliver(request).then((delivery) => {
      if (!live) return;
      setPhase({ step: 'done', delivery });
      // Received, or kept in the outbox until it is: either way on its way to the desk.
      if (delivery.state === 'received' || delivery.state === 'pending') recordForAccount(request);
      if (delivery.state === 'received') onReceived?.();
    });
    return () => {
      live = false;
    };
  }, [phase.step, request, onReceived]);

  // A pending request retried in the background: "Received" once this tab saw its 2xx.
  const waiting = phase.step === 'done' && phase.delivery.state === 'pending';
  useEffect(() => {
    if (!waiting) return;
    return subscribeOutbox(() => {
      if (wasDelivered(request.reference)) setPhase({ step: 'done', delivery: { state: 'received' } });
    });
  }, [waiting, request.reference]);

  const delivery = phase.step === 'done' ? phase.delivery : null;
  const showHandoff = delivery !== null && delivery.state !== 'received';
  // What happens next, unless nothing will: a refused or failed request says what to do instead.
  const final = delivery?.state === 'rejected' || delivery?.state === 'failed';
  const nextSteps = final ? '' : fillMessage(NEXT_STEPS[request.kind], { email: request.contact?.email ?? '' });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl gap-5 overflow-y-auto bg-surface p-6 sm:p-8"
        // The dialog opens after an awaited submit, so it does not know its opener: it is told.
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <DialogTitle className="pr-10">{titleOf(request, phase)}</DialogTitle>
        <DialogDescription className="text-sm leading-relaxed text-foreground" role="status">
          {statusOf(request, phase)}
        </DialogDescription>
        <p className="text-sm font-semibold">Reference: {request.reference}</p>
        {nextSteps ? <p className="text-sm leading-relaxed text-muted-foreground">{nextSteps}</p> : null}
        {phase.step === 'contact' ? (
          <ContactStep
            onContact={(values) => {
              setRequest(withContact(request, values));
              setPhase({ step: 'sending' });
            }}
          />
        ) : null}
        {showHandoff ? <Handoff request={request} /> : null}
        <section aria-labelledby="request-copy-heading" className="grid gap-2">
          <h3 id="request-copy-heading" className="text-base font-semibold">
            {copy.copyHeading}
          </h3>
          <pre className="rounded-xl border border-border bg-background/40 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
            {requestText(request)}
          </pre>
        </section>
        {delivery && delivery.state !== 'handoff' ? <PendingRequests /> : null}
      </DialogContent>
    </Dialog>
  );
}
