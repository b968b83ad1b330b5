'use client';

import { useDeferredValue, type ComponentProps } from 'react';
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
  // The key's own paint shows the letter; the suggestions follow in a render that can wait.
  const text = useDeferredValue(query ?? props.value ?? '');
  const options = searchAirports(text, airports).map((airport) => ({
    value: airportLabel(airport),
    description: airportDescription(airport),
  }));
  return <Combobox {...props} options={options} />;
}
