'use client';

import { useId, useState } from 'react';
import { useRequestForm } from '@/components/requests/use-request-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { account } from '@/content/account';
import { airports } from '@/content/airports';
import { fillMessage } from '@/lib/fill-message';
import { onUse } from '@/lib/on-use';
import type { ListingContext } from '@/lib/requests/kinds/listing';
import {
  AIRCRAFT_TYPE_MAX,
  AVAILABILITIES,
  SEATS_MAX,
  SEATS_MIN,
  type ListAircraftValues,
} from '@/lib/schemas/forms/list-aircraft';

const texts = account.listing;
const loadKind = onUse(() => import('@/lib/requests/kinds/listing').then((module) => module.listingKind));
const loadAccountSchema = onUse(() =>
  Promise.all([import('@/lib/schemas/forms/list-aircraft'), import('@/lib/account/sent-requests')]).then(
    ([schemas, sent]) =>
      (email: string) =>
        schemas.listAircraftSchemaFor(() => sent.listedRegistrations(email)),
  ),
);
const airportName = (code: string) => {
  const airport = airports.find((candidate) => candidate.iata === code);
  return airport ? `${airport.city} (${airport.iata})` : code;
};

export function ListAircraftForm({ role, email, desk }: { role: string; email: string; desk: string }) {
  const id = useId();
  const [loadSchema] = useState(() => onUse(() => loadAccountSchema().then((forAccount) => forAccount(email))));
  const request = useRequestForm<ListAircraftValues, ListingContext>(loadKind, {
    loadSchema,
    context: (values: ListAircraftValues) => ({
      role,
      email,
      heading: fillMessage(texts.requestText, { desk, email }),
      base: airportName(values.base),
      availability: texts.availabilities[values.availability],
    }),
    onReceived: () => form.reset(),
  });
  const { form, errors, submitting, formProps, dialog } = request;
  return (
    <>
      <form {...formProps} aria-labelledby={`${id}-heading`} className="grid gap-5">
        <div className="grid gap-2">
          <h2 id={`${id}-heading`} className="text-2xl font-semibold">
            {texts.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{texts.intro}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-type`} label={texts.labels.type} error={errors.type}>
            {(control) => (
              <Input {...control} {...form.register('type')} maxLength={AIRCRAFT_TYPE_MAX} placeholder="Citation CJ3" />
            )}
          </FormField>
          <FormField id={`${id}-registration`} label={texts.labels.registration} error={errors.registration}>
            {(control) => (
              <Input {...control} {...form.register('registration')} autoCapitalize="characters" placeholder="VT-ABC" />
            )}
          </FormField>
          <FormField id={`${id}-base`} label={texts.labels.base} error={errors.base}>
            {(control) => (
              <NativeSelect {...control} {...form.register('base')} defaultValue="">
                <option value="">{texts.chooseBase}</option>
                {airports.map((airport) => (
                  <option key={airport.iata} value={airport.iata}>
                    {airportName(airport.iata)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${id}-seats`} label={texts.labels.seats} error={errors.seats}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={SEATS_MIN}
                max={SEATS_MAX}
                step={1}
                {...form.register('seats', { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormField id={`${id}-availability`} label={texts.labels.availability} error={errors.availability}>
            {(control) => (
              <NativeSelect {...control} {...form.register('availability')} defaultValue="">
                <option value="">{texts.chooseAvailability}</option>
                {AVAILABILITIES.map((availability) => (
                  <option key={availability} value={availability}>
                    {texts.availabilities[availability]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-fit">
          {texts.submit}
        </Button>
      </form>
      {/* Beside the form, never inside it: React events bubble through portals. */}
      {dialog}
    </>
  );
}
