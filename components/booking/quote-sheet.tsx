import { company } from '@/content/company';
import { passengerLabel } from '@/lib/booking/instant-quote';
import { passengerCount } from '@/lib/booking/passenger-count';
import { formatTravelDate, jetLabel, TO_BE_CONFIRMED } from '@/lib/booking/whatsapp-text';
import { formatLongDate } from '@/lib/estimate/format';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { itineraryLegs, TRIP_TYPE_LABELS, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { mumbaiDate } from '@/lib/time/mumbai';

type QuoteSheetProps = { values: Partial<PlannerInput>; reference: string; brand: string; pricing: Pricing };

/**
 * The top of the printed quote (hidden on screen): logo, reference, date, the itinerary and who to
 * call. The estimate table, assumptions and exclusions follow from the estimate panel.
 */
export function QuoteSheet({ values, reference, brand, pricing }: QuoteSheetProps) {
  const legs = itineraryLegs(values);
  const passengers = passengerCount(values.passengers);
  const jet = jetLabel(values.jetType, pricing) || TO_BE_CONFIRMED;
  return (
    <div className="hidden print:block" data-quote-sheet>
      <div className="flex items-start justify-between gap-6 border-b pb-3">
        <p className="flex items-center gap-2 font-display text-xl font-semibold">
          <svg viewBox="0 0 32 32" aria-hidden className="size-7">
            <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.25" />
            <path d="M8 11h4.2L16 20.5 19.8 11H24l-6.3 13h-3.4L8 11Z" fill="currentColor" />
          </svg>
          {brand}
        </p>
        <p className="text-right text-sm">
          Quote <strong className="font-mono">{reference}</strong>
          <br />
          {formatLongDate(mumbaiDate())}
        </p>
      </div>
      <h2 className="mt-3 font-display text-lg">Itinerary: {TRIP_TYPE_LABELS[values.tripType ?? 'one-way']}</h2>
      <table className="mt-1 w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col">Leg</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{leg.departure || TO_BE_CONFIRMED}</td>
              <td>{leg.arrival || TO_BE_CONFIRMED}</td>
              <td>{leg.date ? formatTravelDate(leg.date) : TO_BE_CONFIRMED}</td>
              <td>{leg.time || TO_BE_CONFIRMED}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-sm">
        {Number.isInteger(passengers) && passengers > 0 ? passengerLabel(passengers) : TO_BE_CONFIRMED} · {jet}
      </p>
      <p className="mt-1 text-sm">
        Your consultant: {company.phone.display} · {company.email}
      </p>
    </div>
  );
}
