'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator, Send } from 'lucide-react';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { Button } from '@/components/ui/button';
import { messages } from '@/content/messages';
import { buildQuote, jetTypeOptionLabel, passengerLabel, quoteMessageValues, type RateCard } from '@/lib/booking/quote';
import { buildWhatsAppText } from '@/lib/booking/whatsapp-text';
import { whatsappHref } from '@/lib/links';
import {
  bookingDefaults,
  bookingSchema,
  localISODate,
  MAX_PASSENGERS,
  MIN_PASSENGERS,
  type BookingInput,
  type BookingValues,
} from '@/lib/schemas/forms/booking';
import { showToast } from '@/lib/toast';
import { BookingSelectField } from './booking-select-field';
import { BookingTextField } from './booking-text-field';

type BookingFormProps = {
  rates: RateCard;
  whatsappIntro: string;
  whatsappNote: string;
  /** Rendered inside the form's context (e.g. a route estimate reading useFormContext/useWatch). */
  children?: ReactNode;
};

const passengerOptions = Array.from({ length: MAX_PASSENGERS - MIN_PASSENGERS + 1 }, (_, i) => {
  const count = MIN_PASSENGERS + i;
  return { value: String(count), label: passengerLabel(count) };
});

const noSubscribe = () => () => {};

/** The /book flight details form: instant quote, booking request and WhatsApp consultation. */
export function BookingForm({ rates, whatsappIntro, whatsappNote, children }: BookingFormProps) {
  const id = useId();
  const form = useForm<BookingInput, unknown, BookingValues>({
    resolver: zodResolver(bookingSchema),
    defaultValues: bookingDefaults,
  });
  // The static HTML is built days before it is served, so "today" is only known in the browser.
  const today = useSyncExternalStore(
    noSubscribe,
    () => localISODate(),
    () => undefined,
  );
  const jetOptions = Object.entries(rates).map(([value, rate]) => ({ value, label: jetTypeOptionLabel(rate) }));

  const onSubmit = form.handleSubmit(() => showToast(messages.notImplemented));

  const onQuote = () => {
    const quote = buildQuote(form.getValues('jetType'), rates);
    if (quote) showToast(messages.instantQuote, quoteMessageValues(quote), 'success');
  };

  const onWhatsApp = () => {
    const text = buildWhatsAppText(form.getValues(), rates, whatsappIntro);
    window.open(whatsappHref(text), '_blank', 'noopener,noreferrer');
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Flight details" className="grid gap-8">
        <div className="grid gap-6 sm:grid-cols-2">
          <BookingTextField
            id={`${id}-departure`}
            name="departure"
            label="Departure city"
            placeholder="e.g. Mumbai"
            autoComplete="off"
          />
          <BookingTextField
            id={`${id}-arrival`}
            name="arrival"
            label="Arrival city"
            placeholder="e.g. Dubai"
            autoComplete="off"
          />
          <BookingTextField id={`${id}-date`} name="date" label="Departure date" type="date" min={today} />
          <BookingTextField id={`${id}-time`} name="time" label="Departure time" type="time" />
          <BookingSelectField id={`${id}-passengers`} name="passengers" label="Passengers" options={passengerOptions} />
          <BookingSelectField id={`${id}-jet-type`} name="jetType" label="Jet type" options={jetOptions} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="button" variant="outline" size="lg" onClick={onQuote}>
            <Calculator aria-hidden />
            Get Instant Quote
          </Button>
          <Button type="submit" size="lg">
            <Send aria-hidden />
            Submit Booking Request
          </Button>
          <Button type="button" variant="secondary" size="lg" onClick={onWhatsApp} className="sm:col-span-2">
            <WhatsAppIcon aria-hidden />
            WhatsApp Consultation
          </Button>
          <p className="text-sm text-muted-foreground sm:col-span-2">{whatsappNote}</p>
        </div>
      </form>
      {children}
    </FormProvider>
  );
}
