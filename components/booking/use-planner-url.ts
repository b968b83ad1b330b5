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

/**
 * Keeps the itinerary in the address bar: the trip an address carries is restored once on load,
 * then every change replaces the address (no history entry per keystroke), so a copied or
 * bookmarked address reopens the same trip. Parameters that do not read are dropped; a date
 * beyond the booking window is dropped with a notice, and so are legs past the planner's limit.
 * What the visitor typed before the planner's code arrived is kept over the address's trip.
 */
export function usePlannerUrl(form: UseFormReturn<PlannerInput, unknown, unknown>, formId: string) {
  // Read once the router has written the address (a client navigation writes it after rendering);
  // this form's own writes come after it (both in microtasks, in this order).
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
    // Behind the restored trip and the adopted fields, which are applied in a microtask.
    queueMicrotask(() => write(form.getValues()));
    return () => {
      left = true;
      unsubscribe();
    };
  }, [form]);
}
