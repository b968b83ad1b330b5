'use client';

import { useId, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { ChoiceGroup } from '@/components/air-ambulance/choice-group';
import { MedevacTextField } from '@/components/air-ambulance/medevac-text-field';
import { StepHeading } from '@/components/air-ambulance/step-heading';
import { WhenField } from '@/components/air-ambulance/when-field';
import { PhoneIcon } from '@/components/icons/outline/phone';
import { SendIcon } from '@/components/icons/outline/send';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { telHref, whatsappHref } from '@/lib/links';
import { buildMedevacText } from '@/lib/medevac/whatsapp-text';
import type { AirAmbulanceInput, AirAmbulanceValues } from '@/lib/schemas/forms/air-ambulance';
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
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { usePendingSubmit } from '@/lib/use-pending-submit';

type AirAmbulanceFormProps = {
  /** The id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  callInstead: string;
  whatsappHeading: string;
  /** What the status line says after a send, or after a send that could not be prepared. */
  outcomes: { sent: string; failed: string };
};

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const loadSchema = () => import('@/lib/schemas/forms/air-ambulance').then((m) => m.airAmbulanceSchema);

// Validation waits on two small chunks; fetching them on first focus keeps the WhatsApp tab
// inside the click's user activation when the request is sent.
let preloaded = false;
function preloadValidation() {
  if (preloaded) return;
  preloaded = true;
  void Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).catch(() => {
    preloaded = false;
  });
}

// Only the choices have defaults: an empty text default would be written over what was typed
// before hydration, so the text fields have none and the form reads them from the page.
const choiceDefaults: DefaultValues<AirAmbulanceInput> = {
  ...airAmbulanceDefaults,
  from: undefined,
  to: undefined,
  date: undefined,
  contactName: undefined,
  contactPhone: undefined,
};

const checkboxClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-input bg-background/60 px-4 text-sm font-medium text-foreground hover:border-white/30 has-checked:border-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring';

/**
 * The guided air-ambulance request. What is typed lives only in this component's memory: nothing
 * is written to storage or the address, and the only thing sent is the WhatsApp message.
 */
export function AirAmbulanceForm({
  labelledBy,
  submitLabel,
  callInstead,
  whatsappHeading,
  outcomes,
}: AirAmbulanceFormProps) {
  const id = useId();
  const pendingSubmit = usePendingSubmit();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useForm<AirAmbulanceInput, unknown, AirAmbulanceValues>({
    resolver: lazyZodResolver(loadSchema),
    defaultValues: choiceDefaults,
  });
  const { register } = form;

  const validateAndSend = form.handleSubmit(
    (values) => {
      window.open(whatsappHref(buildMedevacText(values, whatsappHeading)), '_blank', 'noopener,noreferrer');
      setOutcome('sent');
    },
    // The resolver reports chunks it could not fetch as a root error of type 'connection'.
    (errors) => {
      if (errors.root?.type === 'connection') setOutcome('failed');
    },
  );
  // Validation loads on demand: if the network drops, say so and point to the phone.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    validateAndSend(event).catch(() => setOutcome('failed'));
  };
  const status = outcome ? outcomes[outcome] : null;

  return (
    <FormProvider {...form}>
      {/* method="dialog": outside a <dialog> a submit does nothing natively, so no answer can
          reach the address bar before the script has loaded or without it. */}
      <form
        method="dialog"
        ref={pendingSubmit}
        aria-labelledby={labelledBy}
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadValidation}
        className="grid gap-10"
      >
        <div className="grid gap-4">
          <StepHeading step={1}>The patient</StepHeading>
          <ChoiceGroup
            id={`${id}-condition`}
            legend="Patient's condition"
            options={options(CONDITIONS, CONDITION_LABELS)}
            registration={register('condition')}
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
              registration={register('transfer')}
            />
          </div>
          <MedevacTextField id={`${id}-from`} name="from" label="From" hint="City and hospital" maxLength={PLACE_MAX} />
          <MedevacTextField id={`${id}-to`} name="to" label="To" hint="City and hospital" maxLength={PLACE_MAX} />
          <WhenField id={id} />
        </div>
        <div className="grid gap-6">
          <StepHeading step={3}>On board</StepHeading>
          <div className="grid grid-cols-2 gap-2">
            <label className={checkboxClass}>
              <input type="checkbox" className="size-4 accent-gold" {...register('stretcher')} />
              Stretcher
            </label>
            <label className={checkboxClass}>
              <input type="checkbox" className="size-4 accent-gold" {...register('oxygen')} />
              Oxygen
            </label>
          </div>
          <ChoiceGroup
            id={`${id}-escort`}
            legend="Medical escort"
            options={options(ESCORTS, ESCORT_LABELS)}
            registration={register('escort')}
            className="sm:grid-cols-4"
          />
          <FormField id={`${id}-companions`} label="Companions" className="sm:max-w-60">
            {(control) => (
              <NativeSelect {...control} {...register('companions')}>
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
            name="contactName"
            label="Contact name"
            autoComplete="name"
            maxLength={NAME_MAX}
            required
          />
          <MedevacTextField
            id={`${id}-phone`}
            name="contactPhone"
            label="Contact phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="Indian or international, e.g. 98200 07777 or +44 20 7946 0958"
            required
          />
        </div>
        <div className="grid gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" size="lg">
              <SendIcon aria-hidden />
              {submitLabel}
            </Button>
            <a href={telHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <PhoneIcon aria-hidden />
              {callInstead}
            </a>
          </div>
          <p role="status" className="text-sm leading-relaxed text-foreground">
            {status}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
