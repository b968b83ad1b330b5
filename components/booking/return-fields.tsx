'use client';

import { BookingTextField } from './booking-text-field';
import { PlannerDateField } from './planner-date-field';

export function ReturnFields({ id }: { id: string }) {
  return (
    <>
      <PlannerDateField id={`${id}-return-date`} name="returnDate" label="Return date" after="date" />
      <BookingTextField id={`${id}-return-time`} name="returnTime" label="Return time" type="time" />
    </>
  );
}
