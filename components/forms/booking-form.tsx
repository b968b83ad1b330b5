'use client';

import { memo, useId, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { BookingSelectField } from '@/components/booking/booking-select-field';
import { BookingTextField } from '@/components/booking/booking-text-field';
import { ChosenAircraft, type AircraftChoice, type ChosenAircraftCopy } from '@/components/booking/chosen-aircraft';
import { EstimateAirportField } from '@/components/booking/estimate-airport-field';
import { instantQuoteToast } from '@/components/booking/instant-quote-toast';
import { MultiCityLegs } from '@/components/booking/multi-city-legs';
import { ReturnFields } from '@/components/booking/return-fields';
import { tripPanelId, tripTabId, TripTypeTabs } from '@/components/booking/trip-type-tabs';
import { usePlannerUrl } from '@/components/booking/use-planner-url';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { CalculatorIcon } from '@/components/icons/lucide/calculator';
import { SendIcon } from '@/components/icons/lucide/send';
import { useRequestAction } from '@/components/requests/use-request-action';
import { Button } from '@/components/ui/button';
import { requests } from '@/content/requests';
import { nextPaint } from '@/lib/after-paint';
import { buildQuote, ESTIMATE_HEADING_ID, jetTypeOptionLabel, passengerLabel } from '@/lib/booking/instant-quote';
import { browserPart } from '@/lib/browser-part';
import { formatINR } from '@/lib/format';
import { useWhenEngaged } from '@/lib/forms/when-engaged';
import { keepUntilOnline } from '@/lib/held-submit';
import { whatsappHref } from '@/lib/links';
import { onUse } from '@/lib/on-use';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { lazyZodResolver, loadZodResolver } from '@/lib/schemas/lazy-resolver';
import { useBookingWindow } from '@/lib/time/use-booking-window';
import { showToast } from '@/lib/toast';
import { plannerDefaults, type PlannerInput } from '@/lib/trips/planner-input';
import { MAX_PASSENGERS, MIN_PASSENGERS } from '@/lib/trips/rules';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { FormNotes } from './form-notes';

const PlannerActions = browserPart(
  onUse(() => import('@/components/booking/planner-actions').then((module) => module.PlannerActions)),
  { placeholder: <div className="min-h-9 sm:col-span-2" /> },
);

type BookingFormProps = {
  whatsappIntro: string;
  whatsappNote: string;
  children?: ReactNode;
  route: { airports: readonly Airport[]; pricing: Pricing };
  aircraft?: { choices: readonly AircraftChoice[]; copy: ChosenAircraftCopy };
};

const passengerOptions = Array.from({ length: MAX_PASSENGERS - MIN_PASSENGERS + 1 }, (_, i) => {
  const count = MIN_PASSENGERS + i;
  return { value: String(count), label: passengerLabel(count) };
});

const placeFields = [
  { name: 'departure', label: 'Departure city', placeholder: 'e.g. Mumbai' },
  { name: 'arrival', label: 'Arrival city', placeholder: 'e.g. Dubai' },
] as const;

// The static HTML is built days before it is served, so "today" is only known in the browser.
function DepartureDateField({ id }: { id: string }) {
  const { min, max } = useBookingWindow();
  return <BookingTextField id={id} name="date" label="Departure date" type="date" min={min} max={max} />;
}

const loadBookingSchema = onUse(() => import('@/lib/schemas/forms/booking').then((m) => m.bookingSchema));
const loadItinerarySchema = onUse(() => import('@/lib/schemas/forms/itinerary').then((m) => m.itinerarySchema));
const oneWayResolver = lazyZodResolver<PlannerInput>(loadBookingSchema);
const itineraryResolver = lazyZodResolver<PlannerInput>(loadItinerarySchema);
const loadRequestContactSchema = onUse(() => import('@/lib/schemas/forms/request-contact'));
const loadTripPlan = onUse(() => import('@/lib/trips/plan'));
const loadQuote = onUse(() => import('@/lib/requests/quote'));
const loadRender = onUse(() => import('@/lib/requests/render'));
const plannerResolver: Resolver<PlannerInput> = (values, context, options) =>
  (values.tripType === 'one-way' ? oneWayResolver : itineraryResolver)(values, context, options);

const loadKind = onUse(() => import('@/lib/requests/kinds/booking').then((module) => module.bookingKind));
// Besides the kind and the confirmation, the checks and the "who should we call back" step.
const preload = [loadRequestContactSchema, loadZodResolver, loadBookingSchema, loadItinerarySchema];
const sendLoaders = [loadKind, ...preload];
// The rupee formatter's first use sets up ICU (about 70 ms at 4x CPU).
const warmQuote = () => void formatINR(0);

// Date and time are plain inputs in the first paint.
const formDefaults: DefaultValues<PlannerInput> = { ...plannerDefaults, date: undefined, time: undefined };

export function BookingForm(props: BookingFormProps) {
  const form = useForm<PlannerInput>({ resolver: plannerResolver, defaultValues: formDefaults });
  return <PlannerForm form={form} {...props} />;
}

const PlannerForm = memo(function PlannerForm({
  form,
  whatsappIntro,
  whatsappNote,
  children,
  route,
  aircraft,
}: BookingFormProps & { form: UseFormReturn<PlannerInput> }) {
  const id = useId();

  const tripType = useWatch({ control: form.control, name: 'tripType' });
  const jetOptions = Object.entries(route.pricing.jetTypes).map(([value, rate]) => ({
    value,
    label: jetTypeOptionLabel(rate),
  }));

  const send = useRequestAction(loadKind, {
    preload,
    context: (values: PlannerInput) => {
      const chosen = aircraft?.choices.find(
        (choice) => choice.slug === values.aircraft && choice.jetType === values.jetType,
      );
      const requested =
        chosen && aircraft ? { label: aircraft.copy.label, name: chosen.name, slug: chosen.slug } : undefined;
      return { ...route, greeting: requests.headings.booking, requested };
    },
  });
  usePlannerUrl(form, `${id}-form`);
  useWhenEngaged(warmQuote);
  const submit = useSubmitOnce(form.handleSubmit(send.run));
  const { dialog } = send;
  const busy = submit.busy || send.busy;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Offline before the checks and the request's code came: kept, and made once the connection is back.
    if (!navigator.onLine && !sendLoaders.every((loader) => loader.peek())) return keepUntilOnline(event.currentTarget);
    if (dialog === null) void submit.run(event);
  };

  const onQuote = async () => {
    const values = form.getValues();
    const quote = buildQuote(values.jetType, route.pricing);
    if (!quote) return;
    await nextPaint();
    // This trip's total, by the estimator the panel uses; the hourly rate alone if it cannot load.
    const trip = await loadTripPlan().then(
      (module) => module.planTotals(module.plan(values, route)),
      () => undefined,
    );
    const toast = instantQuoteToast(quote, trip);
    showToast(toast.message, toast.values, 'success');
    document.getElementById(ESTIMATE_HEADING_ID)?.focus();
  };

  const onWhatsApp = async () => {
    const values = form.getValues();
    // The estimator and the text load within the click's activation window, so the new tab is not blocked.
    const [{ plan }, { quoteOf }, { renderQuote }] = await Promise.all([loadTripPlan(), loadQuote(), loadRender()]);
    const text = renderQuote(quoteOf(plan(values, route), whatsappIntro), 'whatsapp');
    window.open(whatsappHref(text), '_blank', 'noopener,noreferrer');
  };

  const onTripType = (type: PlannerInput['tripType']) => {
    form.setValue('tripType', type);
    const [second] = form.getValues('nextLegs');
    if (type === 'multi-city' && second && !second.departure)
      form.setValue('nextLegs.0.departure', form.getValues('arrival'));
  };

  const groupFields = (
    <>
      <BookingSelectField id={`${id}-passengers`} name="passengers" label="Passengers" options={passengerOptions} />
      <BookingSelectField id={`${id}-jet-type`} name="jetType" label="Jet type" options={jetOptions} />
      {aircraft ? <ChosenAircraft {...aircraft} /> : null}
    </>
  );

  return (
    <FormProvider {...form}>
      <form
        id={`${id}-form`}
        method="dialog"
        onSubmit={onSubmit}
        onFocus={send.warm}
        noValidate
        aria-label="Flight details"
        className="grid gap-8"
        data-print="hide"
      >
        <TripTypeTabs id={id} value={tripType} onChange={onTripType} />
        <div role="tabpanel" id={tripPanelId(id)} aria-labelledby={tripTabId(id, tripType)} className="grid gap-6">
          {tripType === 'multi-city' ? (
            <>
              <MultiCityLegs id={id} airports={route.airports} />
              <div className="grid gap-6 sm:grid-cols-2">{groupFields}</div>
            </>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2">
              {placeFields.map((place) => (
                <EstimateAirportField
                  key={place.name}
                  id={`${id}-${place.name}`}
                  airports={route.airports}
                  {...place}
                />
              ))}
              <DepartureDateField id={`${id}-date`} />
              <BookingTextField id={`${id}-time`} name="time" label="Departure time" type="time" />
              {tripType === 'round-trip' && <ReturnFields id={id} />}
              {groupFields}
            </div>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="button" variant="outline" size="lg" onClick={onQuote}>
            <CalculatorIcon aria-hidden />
            Get Instant Quote
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            <SendIcon aria-hidden />
            Submit Booking Request
          </Button>
          <Button type="button" variant="secondary" size="lg" onClick={onWhatsApp} className="sm:col-span-2">
            <WhatsAppIcon aria-hidden />
            WhatsApp Consultation
          </Button>
          <p className="text-sm text-muted-foreground sm:col-span-2">{whatsappNote}</p>
          <div className="contents">
            <FormNotes />
          </div>
          <PlannerActions id={id} greeting={whatsappIntro} route={route} />
        </div>
      </form>
      {children}
      {dialog}
    </FormProvider>
  );
});
