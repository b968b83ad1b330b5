'use client';

import { useDeferredValue, type ComponentProps } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { airportDescription, airportLabel, searchAirports } from '@/lib/estimate/airports';
import type { Airport } from '@/lib/schemas/content/airports';

type AirportComboboxProps = Omit<ComponentProps<typeof Combobox>, 'options'> & {
  airports: readonly Airport[];
  query?: string;
};

export function AirportCombobox({ airports, query, ...props }: AirportComboboxProps) {
  const text = useDeferredValue(query ?? props.value ?? '');
  const options = searchAirports(text, airports).map((airport) => ({
    value: airportLabel(airport),
    description: airportDescription(airport),
  }));
  return <Combobox {...props} options={options} />;
}
