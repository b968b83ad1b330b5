import type { QuickBookingValues } from '@/lib/schemas/forms/quick-booking';
import { emptyLeg, type PlannerInput } from '@/lib/trips/planner-input';

export function quickBookingTrip(values: QuickBookingValues): Partial<PlannerInput> {
  const roundTrip = values.tripType === 'round-trip';
  return {
    tripType: values.tripType,
    departure: values.from,
    arrival: values.to,
    date: values.date,
    time: values.time,
    returnDate: roundTrip ? (values.returnDate ?? '') : '',
    returnTime: roundTrip ? (values.returnTime ?? '') : '',
    passengers: values.passengers,
    jetType: values.jetType,
    nextLegs: values.tripType === 'multi-city' ? [emptyLeg(values.to)] : [],
  };
}
