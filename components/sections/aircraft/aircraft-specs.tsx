import { formatCabinHeight } from '@/lib/fleet/compare-data';
import { aircraftSlug } from '@/lib/fleet/slug';
import { formatTakeoff } from '@/lib/fleet/takeoff';
import type { Aircraft } from '@/lib/schemas/content/fleet';

const number = new Intl.NumberFormat('en-IN');

export function AircraftSpecs({ aircraft, yearOfManufacture }: { aircraft: Aircraft; yearOfManufacture: number }) {
  const rows = [
    ['Seating', `${aircraft.seats} passengers`, 'seats'],
    ['Range', `${number.format(aircraft.rangeNm)} nm`, 'range'],
    ['Cruise speed', `${number.format(aircraft.cruiseKn)} knots`, 'cruise'],
    ['Cabin height', formatCabinHeight(aircraft.cabinHeightM)],
    ['Baggage', `${number.format(aircraft.baggageCuFt)} cu ft`],
    ['Runway needed', formatTakeoff(aircraft.takeoff), 'runway'],
    ['Year of manufacture', String(yearOfManufacture)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3" data-aircraft={aircraftSlug(aircraft.name)}>
      {rows.map(([term, value, fact]) => (
        <div key={term} className="grid gap-1 border-t border-border pt-4">
          <dt className="eyebrow">{term}</dt>
          <dd className="text-lg" data-fact={fact}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
