'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import type { WatchedRoute } from '@/lib/empty-legs/watchlist-keys';
import { problemMessage } from '@/lib/empty-legs/watchlist-messages';
import { watchRoute } from '@/lib/empty-legs/watchlist-store';
import { onUse } from '@/lib/on-use';
import { showToast } from '@/lib/toast';
import { usePendingSubmit } from '@/lib/use-pending-submit';

const loadWatchRouteSchema = onUse(() => import('@/lib/schemas/forms/watch-route'));

export type AirportOption = { code: string; label: string };
type Errors = { from?: string; to?: string };

type WatchRouteFormProps = {
  airports: AirportOption[];
  heading: string;
  onWatched: (route: WatchedRoute) => void;
};

export function WatchRouteForm({ airports, heading, onWatched }: WatchRouteFormProps) {
  const pendingSubmit = usePendingSubmit();
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    let schema: Awaited<ReturnType<typeof loadWatchRouteSchema>>;
    try {
      schema = await loadWatchRouteSchema();
    } catch {
      void showToast(problemMessage('unavailable'), {}, 'error');
      return;
    }
    const result = schema.watchRouteSchema.safeParse(values);
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      form.querySelector<HTMLSelectElement>(`#watch-${next.from ? 'from' : 'to'}`)?.focus();
      return;
    }
    setErrors({});
    if (await watchRoute(result.data)) return;
    form.reset();
    onWatched(result.data);
  }

  const select = (name: 'from' | 'to', label: string) => (
    <FormField id={`watch-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <NativeSelect {...control} name={name} defaultValue="">
          <option value="">Choose an airport</option>
          {airports.map((airport) => (
            <option key={airport.code} value={airport.code}>
              {airport.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );

  return (
    <form
      method="dialog"
      ref={pendingSubmit}
      aria-labelledby="watch-form-heading"
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-card border border-border bg-surface p-6 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <h3 id="watch-form-heading" className="text-lg font-semibold sm:col-span-3">
        {heading}
      </h3>
      {select('from', 'From')}
      {select('to', 'To')}
      <Button type="submit" className="sm:mt-7">
        Watch this route
      </Button>
    </form>
  );
}
