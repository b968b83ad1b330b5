'use client';

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { ChoiceGroup } from '@/components/air-ambulance/choice-group';
import { MedevacTextField } from '@/components/air-ambulance/medevac-text-field';
import { StepHeading } from '@/components/air-ambulance/step-heading';
import { WhenField, whenFields } from '@/components/air-ambulance/when-field';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { PhoneIcon } from '@/components/icons/lucide/phone';
import { SendIcon } from '@/components/icons/lucide/send';
import { useRequestForm } from '@/components/requests/use-request-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { company } from '@/content/company';
import { fillMessage } from '@/content/messages';
import { externalLinkProps, telHref, whatsappHref } from '@/lib/links';
import { useOnline } from '@/lib/offline/use-online';
import { onUse } from '@/lib/on-use';
import { requestsEndpoint } from '@/lib/requests/endpoint';
import type { SiteRequest } from '@/lib/requests/model';
import { reasonInWords } from '@/lib/requests/reason-in-words';
import { requestText } from '@/lib/requests/render';
import { postRequest } from '@/lib/requests/send';
import {
  airAmbulanceDefaults,
  COMPANIONS,
  CONDITION_LABELS,
  CONDITIONS,
  ESCORT_LABELS,
  ESCORTS,
  NAME_MAX,
  PLACE_MAX,
  TRANSFER_LABELS,
  TRANSFERS,
} from '@/lib/schemas/forms/air-ambulance-options';
import { FormNotes } from './form-notes';

type AirAmbulanceFormProps = {
  labelledBy: string;
  submitLabel: string;
  callInstead: string;
  offline: string;
  whatsappHeading: string;
  outcomes: { sent: string; failed: string };
  privacy: string;
  withEndpoint: { submitLabel: string; sending: string; received: string; failed: string; privacy: string };
};

type Outcome =
  | { state: 'sent' }
  | { state: 'failed' }
  | { state: 'sending'; request: SiteRequest }
  | { state: 'received'; request: SiteRequest }
  | { state: 'undelivered'; request: SiteRequest; reason: string };

const noSubscribe = () => () => {};
// The endpoint is known only in the browser (a meta the build writes): the first render is the server's.
const useEndpointConfigured = () =>
  useSyncExternalStore(
    noSubscribe,
    () => requestsEndpoint() !== null,
    () => false,
  );

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const loadKind = onUse(() => import('@/lib/requests/kinds/air-ambulance').then((module) => module.airAmbulanceKind));

const PLACES = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

function statusText(
  outcome: Outcome | null,
  outcomes: AirAmbulanceFormProps['outcomes'],
  withEndpoint: AirAmbulanceFormProps['withEndpoint'],
): string | null {
  if (!outcome) return null;
  if (outcome.state === 'sent' || outcome.state === 'failed') return outcomes[outcome.state];
  const values = { reference: outcome.request.reference };
  if (outcome.state === 'sending') return fillMessage(withEndpoint.sending, values);
  if (outcome.state === 'received') return fillMessage(withEndpoint.received, values);
  return fillMessage(withEndpoint.failed, { ...values, reason: reasonInWords(outcome.reason) });
}

const checkboxClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-input bg-background/60 px-4 text-sm font-medium text-foreground hover:border-white/30 has-checked:border-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring';

// The guided air-ambulance request.
export function AirAmbulanceForm({
  labelledBy,
  submitLabel,
  callInstead,
  offline,
  whatsappHeading,
  outcomes,
  privacy,
  withEndpoint,
}: AirAmbulanceFormProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [unchangedSinceReceived, setUnchangedSinceReceived] = useState(false);
  const endpointConfigured = useEndpointConfigured();
  const online = useOnline();
  const { form, errors, submitting, formProps } = useRequestForm(loadKind, {
    context: () => ({ heading: whatsappHeading }),
    send: async (request) => {
      try {
        await send(request);
      } catch {
        setOutcome({ state: 'failed' });
      }
    },
    onUnreachable: () => setOutcome({ state: 'failed' }),
    blocked: unchangedSinceReceived,
  });
  async function send(request: SiteRequest) {
    const endpoint = requestsEndpoint();
    if (!endpoint) {
      window.open(whatsappHref(requestText(request)), '_blank', 'noopener,noreferrer');
      return setOutcome({ state: 'sent' });
    }
    setOutcome({ state: 'sending', request });
    const sent = await postRequest(request, endpoint.url);
    setUnchangedSinceReceived(sent.status === 'delivered');
    setOutcome(
      sent.status === 'delivered'
        ? { state: 'received', request }
        : { state: 'undelivered', request, reason: sent.reason },
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A press while one is being sent is ignored (useLazyZodForm), and keeps its status.
    if (!submitting) setOutcome(null);
    formProps.onSubmit(event);
  };
  // Registered in page order, so the first invalid field takes focus.
  const { register } = form;
  const fields = {
    condition: register('condition'),
    transfer: register('transfer'),
    from: register('from'),
    to: register('to'),
    ...whenFields(form),
    stretcher: register('stretcher'),
    oxygen: register('oxygen'),
    escort: register('escort'),
    companions: register('companions'),
    contactName: register('contactName'),
    contactPhone: register('contactPhone'),
  };
  const status = statusText(outcome, outcomes, withEndpoint);
  const undelivered = outcome?.state === 'undelivered' ? outcome.request : null;

  return (
    <form
      {...formProps}
      onSubmit={onSubmit}
      onChange={() => {
        setUnchangedSinceReceived(false);
        formProps.onChange();
      }}
      aria-labelledby={labelledBy}
      className="grid gap-10"
    >
      <div className="grid gap-4">
        <StepHeading step={1}>The patient</StepHeading>
        <ChoiceGroup
          id={`${id}-condition`}
          legend="Patient's condition"
          options={options(CONDITIONS, CONDITION_LABELS)}
          field={fields.condition}
          className="sm:grid-cols-3"
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <StepHeading step={2} className="sm:col-span-2">
          The journey
        </StepHeading>
        <div className="sm:col-span-2">
          <ChoiceGroup
            id={`${id}-transfer`}
            legend="Transfer"
            options={options(TRANSFERS, TRANSFER_LABELS)}
            field={fields.transfer}
          />
        </div>
        {PLACES.map(({ name, label }) => (
          <MedevacTextField
            key={name}
            id={`${id}-${name}`}
            field={fields[name]}
            label={label}
            hint="City and hospital"
            maxLength={PLACE_MAX}
            error={errors[name]}
          />
        ))}
        <WhenField id={id} fields={fields} error={errors.date} />
      </div>
      <div className="grid gap-6">
        <StepHeading step={3}>On board</StepHeading>
        <div className="grid grid-cols-2 gap-2">
          <label className={checkboxClass}>
            <input type="checkbox" className="size-4 accent-gold" {...fields.stretcher} />
            Stretcher
          </label>
          <label className={checkboxClass}>
            <input type="checkbox" className="size-4 accent-gold" {...fields.oxygen} />
            Oxygen
          </label>
        </div>
        <ChoiceGroup
          id={`${id}-escort`}
          legend="Medical escort"
          options={options(ESCORTS, ESCORT_LABELS)}
          field={fields.escort}
          className="sm:grid-cols-4"
        />
        <FormField id={`${id}-companions`} label="Companions" className="sm:max-w-60">
          {(control) => (
            <NativeSelect {...control} {...fields.companions} defaultValue={airAmbulanceDefaults.companions}>
              {COMPANIONS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <StepHeading step={4} className="sm:col-span-2">
          Who the medical desk calls
        </StepHeading>
        <MedevacTextField
          id={`${id}-name`}
          field={fields.contactName}
          label="Contact name"
          autoComplete="name"
          maxLength={NAME_MAX}
          error={errors.contactName}
          required
        />
        <MedevacTextField
          id={`${id}-phone`}
          field={fields.contactPhone}
          label="Contact phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={`Indian or international, e.g. ${company.phone.display} or +44 20 7946 0958`}
          error={errors.contactPhone}
          required
        />
      </div>
      <div className="grid gap-4">
        {undelivered ? (
          // The endpoint failed: the phone and WhatsApp come first, before anything else.
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <a href={telHref()} className={buttonVariants({ size: 'lg' })}>
              <PhoneIcon aria-hidden />
              {callInstead}
            </a>
            <a
              href={whatsappHref(requestText(undelivered))}
              {...externalLinkProps}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              <WhatsAppIcon aria-hidden />
              {submitLabel}
            </a>
          </div>
        ) : null}
        {online ? null : (
          <p role="alert" className="text-sm leading-relaxed font-semibold text-foreground">
            {offline}
          </p>
        )}
        <p role="status" className="text-sm leading-relaxed text-foreground">
          {status}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={submitting}>
            <SendIcon aria-hidden />
            {endpointConfigured ? withEndpoint.submitLabel : submitLabel}
          </Button>
          <a href={telHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <PhoneIcon aria-hidden />
            {callInstead}
          </a>
        </div>
      </div>
      <FormNotes urgent />
      <p className="border-t border-border pt-6 text-sm leading-relaxed text-muted-foreground">
        {endpointConfigured ? withEndpoint.privacy : privacy}
      </p>
    </form>
  );
}
