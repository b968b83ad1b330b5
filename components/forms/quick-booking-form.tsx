'use client';

import { useId, useState, type MouseEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { AirportCombobox } from '@/components/booking/estimate-airport-combobox';
import { PlusIcon } from '@/components/icons/lucide/plus';
import { useRequestForm } from '@/components/requests/use-request-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { airports } from '@/content/airports';
import { requests } from '@/content/requests';
import { onUse } from '@/lib/on-use';
import type { BookingContext } from '@/lib/requests/kinds/booking';
import type { RequestMeta } from '@/lib/requests/kinds/kind';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { QuickBookingValues } from '@/lib/schemas/forms/quick-booking';
import { plannerHandOver } from '@/lib/trips/hand-over';
import { MAX_PASSENGERS, TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '@/lib/trips/rules';
import { FormNotes } from './form-notes';

type TextField = Exclude<keyof QuickBookingValues, 'tripType'>;

export type JetTypeOption = { value: string; label: string };

const text = (form: HTMLFormElement, name: TextField) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

function carryTripSoFar(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const form = link.closest('form');
  if (!form) return;
  const passengers = (form.elements.namedItem('passengers') as HTMLInputElement).valueAsNumber;
  link.href = plannerHandOver(link.dataset.trip as PlannerTrip, {
    from: text(form, 'from'),
    to: text(form, 'to'),
    date: text(form, 'date'),
    time: text(form, 'time'),
    jetType: text(form, 'jetType'),
    returnDate: text(form, 'returnDate'),
    returnTime: text(form, 'returnTime'),
    passengers:
      Number.isInteger(passengers) && passengers >= 1 && passengers <= MAX_PASSENGERS ? passengers : undefined,
  });
}

type PlannerTrip = Parameters<typeof plannerHandOver>[0];

const PLACES = [
  { name: 'from', label: 'From', placeholder: 'Mumbai' },
  { name: 'to', label: 'To', placeholder: 'Dubai' },
] as const;

const loadKind = onUse(() =>
  Promise.all([import('@/lib/requests/kinds/booking'), import('@/lib/forms/quick-booking-trip')]).then(
    ([{ bookingKind }, { quickBookingTrip }]) => ({
      ...bookingKind,
      build: (values: QuickBookingValues, context: BookingContext, meta: RequestMeta) =>
        bookingKind.build(quickBookingTrip(values), context, meta),
    }),
  ),
);
const loadQuickBookingSchema = onUse(() =>
  import('@/lib/schemas/forms/quick-booking').then((m) => m.quickBookingSchema),
);
const loadPricing = onUse(() => import('@/content/pricing'));
const loadRequestContactSchema = onUse(() => import('@/lib/schemas/forms/request-contact'));

async function bookingContext(): Promise<BookingContext> {
  const { pricing } = await loadPricing();
  return { airports: airports as readonly Airport[], pricing: pricing as Pricing, greeting: requests.headings.booking };
}

// The hero's quick booking form: validated, then sent through the request confirmation like /book's.
export function QuickBookingForm({
  title,
  tripNotes,
  jetTypes,
}: {
  title: string;
  tripNotes: Record<TripType, string>;
  jetTypes: readonly JetTypeOption[];
}) {
  const id = useId();
  const [tripType, setTripType] = useState<TripType>('one-way');
  const { form, errors, submitting, formProps, dialog } = useRequestForm(loadKind, {
    loadSchema: loadQuickBookingSchema,
    context: bookingContext,
    preload: [loadRequestContactSchema, loadPricing],
    onReceived: () => {
      form.reset();
      setTripType('one-way');
    },
  });

  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const places = { from, to };
  const wide = 'col-span-2 sm:col-span-1';
  const fieldProps = (name: TextField) => ({ id: `${id}-${name}`, error: errors[name] });
  const chooseTrip = (value: string) => {
    setTripType(value as TripType);
    form.setValue('tripType', value as TripType);
  };

  return (
    <>
      <form
        {...formProps}
        aria-labelledby={`${id}-title`}
        className="grid gap-5 rounded-card border border-white/10 bg-background/75 p-5 shadow-2xl backdrop-blur-md sm:p-6"
      >
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        <input type="hidden" {...form.register('tripType')} value={tripType} />
        <Tabs value={tripType} onValueChange={chooseTrip} className="grid gap-3">
          <TabsList aria-label="Trip type" className="w-full sm:w-fit">
            {TRIP_TYPES.map((type) => (
              <TabsTrigger key={type} value={type} className="flex-1 sm:flex-none">
                {TRIP_TYPE_LABELS[type]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TRIP_TYPES.map((type) => (
            <TabsContent key={type} value={type} className="flex min-h-11 flex-wrap items-center gap-3">
              <p className="flex-1 text-sm text-muted-foreground">{tripNotes[type]}</p>
              {type === 'one-way' ? null : (
                <a
                  href={plannerHandOver(type)}
                  data-trip={type}
                  onClick={carryTripSoFar}
                  onAuxClick={carryTripSoFar}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {type === 'multi-city' ? (
                    <>
                      <PlusIcon aria-hidden />
                      Add Leg
                    </>
                  ) : (
                    'Open in Planner'
                  )}
                </a>
              )}
            </TabsContent>
          ))}
        </Tabs>
        <div className="grid grid-cols-2 gap-4">
          {PLACES.map(({ name, label, placeholder }) => (
            <FormField key={name} {...fieldProps(name)} label={label}>
              {(control) => (
                <AirportCombobox
                  {...control}
                  {...form.register(name)}
                  query={places[name] ?? ''}
                  airports={airports as readonly Airport[]}
                  placeholder={placeholder}
                />
              )}
            </FormField>
          ))}
          <FormField {...fieldProps('date')} className={wide} label="Date">
            {(control) => <Input {...control} {...form.register('date')} type="date" className="scheme-dark" />}
          </FormField>
          <FormField {...fieldProps('time')} className={wide} label="Departure time">
            {(control) => <Input {...control} {...form.register('time')} type="time" className="scheme-dark" />}
          </FormField>
          {tripType === 'round-trip' ? (
            <>
              <FormField {...fieldProps('returnDate')} className={wide} label="Return date">
                {(control) => (
                  <Input {...control} {...form.register('returnDate')} type="date" className="scheme-dark" />
                )}
              </FormField>
              <FormField {...fieldProps('returnTime')} className={wide} label="Return time">
                {(control) => (
                  <Input {...control} {...form.register('returnTime')} type="time" className="scheme-dark" />
                )}
              </FormField>
            </>
          ) : null}
          <FormField {...fieldProps('passengers')} label="Passengers">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_PASSENGERS}
                step={1}
                {...form.register('passengers', { valueAsNumber: true })}
                defaultValue={1}
              />
            )}
          </FormField>
          <FormField {...fieldProps('jetType')} label="Jet type">
            {(control) => (
              <NativeSelect {...control} {...form.register('jetType')}>
                {jetTypes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          Send Booking Request
        </Button>
        <FormNotes kept={false} />
      </form>
      {dialog}
    </>
  );
}
