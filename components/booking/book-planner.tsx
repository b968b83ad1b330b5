'use client';

import type { ComponentProps } from 'react';
import { EstimateFormPanel } from '@/components/booking/estimate-form-panel';
import { BookingForm } from '@/components/forms/booking-form';
import { PartBoundary } from '@/components/ui/part-boundary';

type BookPlannerProps = Omit<ComponentProps<typeof BookingForm>, 'children'> & {
  estimate: Omit<ComponentProps<typeof EstimateFormPanel>, 'airports' | 'pricing'>;
};

// /book's planner with its estimate: one module, so the page's first load carries neither.
export function BookPlanner({ estimate, ...form }: BookPlannerProps) {
  return (
    <BookingForm {...form}>
      <PartBoundary>
        <EstimateFormPanel airports={form.route.airports} pricing={form.route.pricing} {...estimate} />
      </PartBoundary>
    </BookingForm>
  );
}
