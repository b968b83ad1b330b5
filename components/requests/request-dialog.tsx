'use client';

import { useEffect, useEffectEvent, useId, useState } from 'react';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { MailIcon } from '@/components/icons/lucide/mail';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PartBoundary } from '@/components/ui/part-boundary';
import { company } from '@/content/company';
import { fillMessage, messages } from '@/content/messages';
import { requestStatus as copy } from '@/content/request-status';
import { requests } from '@/content/requests';
import { recordSent, type SentStatus } from '@/lib/account/sent-requests';
import { browserPart } from '@/lib/browser-part';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { externalLinkProps } from '@/lib/links';
import { useOnline } from '@/lib/offline/use-online';
import { onUse } from '@/lib/on-use';
import { withContact } from '@/lib/requests/build';
import { deliver, hasEndpoint, settled, type Delivery } from '@/lib/requests/deliver';
import { subscribeDelivered } from '@/lib/requests/delivered';
import { factsOf } from '@/lib/requests/kinds/table';
import type { SiteRequest } from '@/lib/requests/model';
import { follow, subscribeOutbox } from '@/lib/requests/outbox';
import { reasonInWords } from '@/lib/requests/reason-in-words';
import { handoffLinks, requestText } from '@/lib/requests/render';
import { referenceWithRoute } from '@/lib/requests/route';
import { noteSent } from '@/lib/requests/sent-this-visit';
import type { RequestContactValues } from '@/lib/schemas/forms/request-contact';
import { signedInAccount } from '@/lib/stores/signed-in';
import { PendingRequests } from './pending-requests';

// The desk's answer and the code that asks for it load only once a request was received.
const LazyDeskStanding = browserPart(onUse(() => import('./desk-standing').then((module) => module.DeskStanding)));

type Phase = { step: 'contact' } | { step: 'sending' } | { step: 'done'; delivery: Delivery };

const wordingOf = (request: SiteRequest) => factsOf(request.kind).wording;

function nextStepsOf(request: SiteRequest): string {
  const { nextSteps } = wordingOf(request);
  return nextSteps ? fillMessage(copy.nextSteps[nextSteps], { email: request.contact?.email ?? '' }) : '';
}

function titleOf(request: SiteRequest, phase: Phase): string {
  const reference = { reference: request.reference };
  const wording = wordingOf(request);
  if (phase.step === 'contact') return copy.titles.contact;
  if (phase.step === 'sending') return fillMessage(copy.titles.sending, reference);
  const { delivery } = phase;
  if (delivery.state === 'received')
    return wording.received === 'booking' ? messages.bookingSent.title : copy.titles.received;
  if (delivery.state === 'handoff')
    return wording.handoff === 'newsletter'
      ? copy.titles.newsletterHandoff
      : fillMessage(copy.titles.handoff, reference);
  if (delivery.state === 'returned') return fillMessage(copy.titles.returned, reference);
  return copy.titles[delivery.state];
}

function statusOf(request: SiteRequest, phase: Phase): string {
  const values = { reference: request.reference };
  if (phase.step === 'contact') return fillMessage(copy.contactStep.intro, values);
  if (phase.step === 'sending') return '';
  const { delivery } = phase;
  if (delivery.state === 'handoff')
    return wordingOf(request).handoff === 'newsletter'
      ? copy.status.newsletterHandoff
      : fillMessage(copy.status.handoff, values);
  if (delivery.state === 'received') return fillMessage(copy.status.received, values);
  if (delivery.state === 'cancelled') return fillMessage(copy.status.cancelled, values);
  if (delivery.state === 'returned') return fillMessage(copy.status.returned, values);
  if (delivery.state === 'failed' && delivery.storage)
    return fillMessage(copy.status.storage[delivery.storage], { reason: reasonInWords(delivery.reason) });
  if (delivery.state === 'pending' && !delivery.reason) return fillMessage(copy.status.pendingElsewhere, values);
  return fillMessage(copy.status[delivery.state], { ...values, reason: reasonInWords(delivery.reason) });
}

const loadRequestContactSchema = onUse(() =>
  import('@/lib/schemas/forms/request-contact').then((m) => m.requestContactSchema),
);

function offlineNote(request: SiteRequest, phase: Phase): string {
  if (phase.step !== 'done') return copy.offline.notSent;
  const { state } = phase.delivery;
  if (state === 'received') return '';
  if (state === 'handoff') return copy.offline.handoff;
  if (state === 'pending') return fillMessage(copy.offline.waiting, { reference: request.reference });
  return copy.offline.notSent;
}

function ContactStep({ email, onContact }: { email: string; onContact: (values: RequestContactValues) => void }) {
  const id = useId();
  const { form, errors, formProps } = useLazyZodForm<RequestContactValues>({
    loadSchema: loadRequestContactSchema,
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
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" defaultValue={email} />
        )}
      </FormField>
      <Button type="submit" className="w-full sm:w-fit">
        {copy.contactStep.submit}
      </Button>
    </form>
  );
}

type Channel = 'whatsapp' | 'email';

function Handoff({ request, onOpen }: { request: SiteRequest; onOpen: (channel: Channel) => void }) {
  const links = handoffLinks(request);
  const emailOnly = wordingOf(request).handoff === 'newsletter';
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {emailOnly ? null : (
        <a href={links.whatsapp} {...externalLinkProps} className={buttonVariants()} onClick={() => onOpen('whatsapp')}>
          <WhatsAppIcon aria-hidden />
          {copy.whatsapp}
        </a>
      )}
      <a
        href={links.email}
        onClick={() => onOpen('email')}
        className={buttonVariants({ variant: emailOnly ? 'default' : 'outline' })}
      >
        <MailIcon aria-hidden />
        {copy.email}
      </a>
    </div>
  );
}

// The text itself, with a button that copies it: for a desktop without WhatsApp or a mail app.
function CopyText({ text }: { text: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby="request-copy-heading" className="grid gap-2">
      <h3 id="request-copy-heading" className="text-base font-semibold">
        {copy.copyHeading}
      </h3>
      <pre className="rounded-xl border border-border bg-background/40 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
        {text}
      </pre>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={onCopy}>
          {copy.copyText}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {copied === 'copied' ? copy.copied : copied === 'failed' ? copy.copyFailed : ''}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        {fillMessage(copy.desk, { email: company.email, phone: company.phone.display })}
      </p>
    </section>
  );
}

type RequestDialogProps = {
  request: SiteRequest;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
  onReceived?: () => void;
  delivery?: Delivery;
};

// The confirmation every request opens: its reference, what happens next, a copy of what is sent, and how it travels.
export function RequestDialog({
  request: initial,
  onClose,
  returnFocusTo,
  onReceived,
  delivery: given,
}: RequestDialogProps) {
  const [request, setRequest] = useState(initial);
  // Whose request this is: read once, so a login in another tab meanwhile does not change it.
  const [account] = useState(signedInAccount);
  const [handed, setHanded] = useState<Channel | null>(null);
  // The form's callback changes with each render of it; a send in flight must not be started again for that.
  const received = useEffectEvent(() => onReceived?.());
  const [phase, setPhase] = useState<Phase>(() => {
    if (given) return { step: 'done', delivery: given };
    if (!hasEndpoint()) return { step: 'done', delivery: { state: 'handoff' } };
    return factsOf(initial.kind).asksContact && !initial.contact ? { step: 'contact' } : { step: 'sending' };
  });

  // A signed-in account keeps how far each of its flight requests went (dates and estimate only).
  const record = (status: SentStatus) => {
    noteSent(request);
    if (account) recordSent(account, request, status);
  };

  useEffect(() => {
    if (phase.step !== 'sending') return;
    let live = true;
    void deliver(request, account).then((delivery) => {
      if (!live) return;
      setPhase({ step: 'done', delivery });
      if (delivery.state === 'received' || delivery.state === 'pending') noteSent(request);
      if (account && (delivery.state === 'received' || delivery.state === 'pending'))
        recordSent(account, request, delivery.state === 'received' ? 'received' : 'kept');
      if (delivery.state === 'received') received();
    });
    return () => {
      live = false;
    };
  }, [phase.step, request, account]);

  // A kept request goes on in the background (here or in another tab): this page follows it.
  const waiting = phase.step === 'done' && phase.delivery.state === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const onChange = () => {
      const now = settled(request.id);
      setPhase((before) =>
        before.step === 'done' && JSON.stringify(before.delivery) === JSON.stringify(now)
          ? before
          : { step: 'done', delivery: now },
      );
      if (now.state === 'received') received();
    };
    // Handed back while shown here, it is offered here rather than in a second dialog.
    const stops = [subscribeOutbox(onChange), subscribeDelivered(onChange), follow(request.id)];
    return () => stops.forEach((stop) => stop());
  }, [waiting, request.id]);

  const online = useOnline();
  const offline = online ? '' : offlineNote(request, phase);

  const delivery = phase.step === 'done' ? phase.delivery : null;
  const showHandoff = delivery !== null && delivery.state !== 'received';
  // What happens next, unless nothing will: a refused, failed or cancelled request says what to do instead.
  const final =
    delivery?.state === 'rejected' ||
    delivery?.state === 'failed' ||
    delivery?.state === 'cancelled' ||
    delivery?.state === 'returned';
  const nextSteps = final ? '' : nextStepsOf(request);

  const onHandoff = (channel: Channel) => {
    setHanded(channel);
    record(channel);
  };

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
        {delivery?.state === 'received' && hasEndpoint() ? (
          <PartBoundary>
            <LazyDeskStanding id={request.id} />
          </PartBoundary>
        ) : null}
        <div role="status">
          {offline ? (
            <p className="rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm leading-relaxed text-foreground">
              {offline}
            </p>
          ) : null}
        </div>
        <p className="text-sm font-semibold">
          {requests.references.request}: {referenceWithRoute(request)}
        </p>
        {nextSteps ? <p className="text-sm leading-relaxed text-muted-foreground">{nextSteps}</p> : null}
        {phase.step === 'contact' ? (
          <ContactStep
            email={account ?? ''}
            onContact={(values) => {
              setRequest(withContact(request, values));
              setPhase({ step: 'sending' });
            }}
          />
        ) : null}
        {showHandoff ? <Handoff request={request} onOpen={onHandoff} /> : null}
        {showHandoff && handed ? (
          <p role="status" className="text-sm font-semibold">
            {copy.handedOff[handed]}
          </p>
        ) : null}
        <CopyText text={requestText(request)} />
        {delivery && delivery.state !== 'handoff' && delivery.state !== 'returned' ? (
          <PendingRequests account={account} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
