'use client';

import type { ComponentProps } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { airportLabel, searchAirports } from '@/lib/estimate/airports';
import type { Airport } from '@/lib/schemas/content/airports';

type AirportComboboxProps = Omit<ComponentProps<typeof Combobox>, 'options'> & { airports: readonly Airport[] };

/** From/To field: suggests our airports by city, airport name or code, and still takes any text. */
export function AirportCombobox({ airports, value, ...props }: AirportComboboxProps) {
  const options = searchAirports(value, airports).map((airport) => ({
    value: airportLabel(airport),
    description: `${airport.name}, ${airport.country}`,
  }));
  return <Combobox value={value} options={options} {...props} />;
}
