'use client';

import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '@/lib/trips/rules';

type TripTypeTabsProps = { id: string; value: TripType; onChange: (value: TripType) => void };

export const tripTabId = (id: string, type: TripType) => `${id}-tab-${type}`;
export const tripPanelId = (id: string) => `${id}-panel`;

export function TripTypeTabs({ id, value, onChange }: TripTypeTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as TripType)} className="grid">
      <TabsList aria-label="Trip type" className="w-full sm:w-fit">
        {TRIP_TYPES.map((type) => (
          <TabsTrigger
            key={type}
            value={type}
            id={tripTabId(id, type)}
            aria-controls={tripPanelId(id)}
            className="flex-1 sm:flex-none"
          >
            {TRIP_TYPE_LABELS[type]}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
