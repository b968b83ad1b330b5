'use client';

import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { messages } from '@/content/messages';
import type { QuickBookingValues } from '@/lib/schemas/forms/quick-booking';
import { PASSENGERS_MAX, TRIP_TYPES, type TripType } from '@/lib/schemas/forms/quick-booking-options';
import { lazyZodResolver } from '@/lib/schemas/lazy-resolver';
import { showToast } from '@/lib/toast';
import { usePendingSubmit } from '@/lib/use-pending-submit';

const TRIP_LABELS: Record<TripType, { label: string; note: string }> = {
  'one-way': { label: 'One Way', note: 'A single flight, wheels up when you are ready.' },
  'round-trip': {
    label: 'Round Trip',
    note: 'We hold the aircraft and crew for your return; share the date when we call.',
  },
  'multi-city': { label: 'Multi-City', note: 'Several stops on one itinerary. Start with your first leg.' },
};

const defaultValues: QuickBookingValues = { tripType: 'one-way', from: '', to: '', date: '', passengers: 1 };

type TextField = Exclude<FieldPath<QuickBookingValues>, 'tripType'>;

/** The hero's quick booking form: a mock-up that validates, toasts and resets. */
export function QuickBookingForm({ title }: { title: string }) {
  const id = useId();
  const pendingSubmit = usePendingSubmit();
  const form = useForm<QuickBookingValues>({
    resolver: lazyZodResolver(() => import('@/lib/schemas/forms/quick-booking').then((m) => m.quickBookingSchema)),
    // Only the non-empty defaults: empty ones would be written over what was typed before hydration.
    defaultValues: { tripType: defaultValues.tripType, passengers: defaultValues.passengers },
  });
  const tripType = useWatch({ control: form.control, name: 'tripType' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(() => {
    showToast(messages.bookingSent, {}, 'success');
    form.reset(defaultValues);
  });

  const fieldProps = (name: TextField) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <form
      method="dialog"
      ref={pendingSubmit}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-card border border-white/10 bg-background/75 p-5 shadow-2xl backdrop-blur-md sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <Tabs
        value={tripType}
        onValueChange={(value) => form.setValue('tripType', value as TripType)}
        className="grid gap-3"
      >
        <TabsList aria-label="Trip type" className="w-full sm:w-fit">
          {TRIP_TYPES.map((type) => (
            <TabsTrigger key={type} value={type} className="flex-1 sm:flex-none">
              {TRIP_LABELS[type].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRIP_TYPES.map((type) => (
          <TabsContent key={type} value={type} className="flex min-h-11 flex-wrap items-center gap-3">
            <p className="flex-1 text-sm text-muted-foreground">{TRIP_LABELS[type].note}</p>
            {type === 'multi-city' ? (
              <Button variant="outline" size="sm" onClick={() => showToast(messages.comingSoon)}>
                <Plus aria-hidden />
                Add Leg
              </Button>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...fieldProps('from')} label="From">
          {(control) => <Input {...control} autoComplete="off" placeholder="Mumbai" {...form.register('from')} />}
        </FormField>
        <FormField {...fieldProps('to')} label="To">
          {(control) => <Input {...control} autoComplete="off" placeholder="Dubai" {...form.register('to')} />}
        </FormField>
        <FormField {...fieldProps('date')} label="Date">
          {(control) => <Input {...control} type="date" className="scheme-dark" {...form.register('date')} />}
        </FormField>
        <FormField {...fieldProps('passengers')} label="Passengers">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={PASSENGERS_MAX}
              step={1}
              {...form.register('passengers', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full">
        Send Booking Request
      </Button>
    </form>
  );
}
