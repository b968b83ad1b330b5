'use client';

import type { ComponentProps } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { airportDescription, airportLabel, searchAirports } from '@/lib/estimate/airports';
import type { Airport } from '@/lib/schemas/content/airports';

type AirportComboboxProps = Omit<ComponentProps<typeof Combobox>, 'options'> & {
  airports: readonly Airport[];
  /** What the field holds, when it is not controlled through `value`. */
  query?: string;
};

/** From/To field: suggests our airports by city, airport name, code or another name, and still takes any text. */
export function AirportCombobox({ airports, query, ...props }: AirportComboboxProps) {
  const options = searchAirports(query ?? props.value ?? '', airports).map((airport) => ({
    value: airportLabel(airport),
    description: airportDescription(airport),
  }));
  return <Combobox {...props} options={options} />;
}
