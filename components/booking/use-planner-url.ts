'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { tripMessages } from '@/content/trip-messages';
import { afterPaint } from '@/lib/after-paint';
import { useFieldsOnScreen } from '@/lib/forms/fields-on-screen';
import { showToast } from '@/lib/toast';
import { plannerDefaults, type PlannerInput } from '@/lib/trips/planner-input';
import { BOOKING_WINDOW_MONTHS, MAX_LEGS } from '@/lib/trips/rules';
import { plannerToSearch, readPlannerAddress } from '@/lib/trips/url';

// Keeps the itinerary in the address bar: the trip an address carries is restored once on load.
export function usePlannerUrl(form: UseFormReturn<PlannerInput, unknown, unknown>, formId: string) {
  useFieldsOnScreen(form as UseFormReturn<PlannerInput>, formId, () => {
    const { values: restored, droppedDates, legsCut } = readPlannerAddress(window.location.search);
    if (Object.keys(restored).length > 0) form.reset({ ...plannerDefaults, ...restored });
    if (droppedDates > 0)
      void showToast(tripMessages.linkDatesDropped, { months: String(BOOKING_WINDOW_MONTHS) }, 'error');
    if (legsCut) void showToast(tripMessages.linkLegsCut, { kept: String(MAX_LEGS) }, 'error');
  });
  useEffect(() => {
    const write = (values: Partial<PlannerInput>) => {
      const { pathname, search, hash } = window.location;
      const query = plannerToSearch(values);
      if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
    };
    // Once per frame, after the key's own paint: the router follows every replaceState.
    let queued = false;
    let left = false;
    const { unsubscribe } = form.watch(() => {
      if (queued) return;
      queued = true;
      afterPaint(() => {
        queued = false;
        if (!left) write(form.getValues());
      });
    });
    queueMicrotask(() => write(form.getValues()));
    return () => {
      left = true;
      unsubscribe();
    };
  }, [form]);
}
