'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useBookingWindow } from '@/lib/time/use-booking-window';
import type { PlannerInput } from '@/lib/trips/planner-input';
import { BookingTextField } from './booking-text-field';

type DateName = 'date' | 'returnDate' | `nextLegs.${number}.date`;

// A date of the itinerary.
export function PlannerDateField({
  id,
  name,
  label,
  after,
}: {
  id: string;
  name: DateName;
  label: string;
  after?: DateName;
}) {
  const { min: today, max: last } = useBookingWindow();
  const { control } = useFormContext<PlannerInput>();
  const previous = useWatch({ control, name: after ?? 'date', disabled: !after });
  const min = after && typeof previous === 'string' && today && previous > today ? previous : today;
  return <BookingTextField id={id} name={name} label={label} type="date" min={min} max={last} />;
}
