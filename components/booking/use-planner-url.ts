'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { plannerDefaults, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { plannerFromSearch, plannerToSearch } from '@/lib/trips/url';

/**
 * Keeps the itinerary in the address bar: the trip an address carries is restored once on load,
 * then every change replaces the address (no history entry per keystroke), so a copied or
 * bookmarked address reopens the same trip. Parameters that do not read are dropped.
 */
export function usePlannerUrl(form: UseFormReturn<PlannerInput, unknown, unknown>) {
  useEffect(() => {
    const write = (values: Partial<PlannerInput>) => {
      const { pathname, search, hash } = window.location;
      const query = plannerToSearch(values);
      if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
    };
    const { unsubscribe } = form.watch((values) => write(values as Partial<PlannerInput>));
    const restored = plannerFromSearch(window.location.search);
    if (Object.keys(restored).length > 0) form.reset({ ...plannerDefaults, ...restored });
    write(form.getValues());
    return unsubscribe;
  }, [form]);
}
