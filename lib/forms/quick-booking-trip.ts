import type { QuickBookingValues } from '@/lib/schemas/forms/quick-booking';
import { emptyLeg, type PlannerInput } from '@/lib/trips/planner-input';

/**
 * The home form's trip as /book's planner reads it: a round trip with its return (the home form
 * asks no outbound time), a multi-city trip with its next leg starting where the first lands.
 */
export function quickBookingTrip(values: QuickBookingValues): Partial<PlannerInput> {
  const roundTrip = values.tripType === 'round-trip';
  return {
    tripType: values.tripType,
    departure: values.from,
    arrival: values.to,
    date: values.date,
    time: '',
    returnDate: roundTrip ? (values.returnDate ?? '') : '',
    returnTime: roundTrip ? (values.returnTime ?? '') : '',
    passengers: values.passengers,
    nextLegs: values.tripType === 'multi-city' ? [emptyLeg(values.to)] : [],
  };
}
