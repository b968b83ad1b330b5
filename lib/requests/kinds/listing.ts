import { onUse } from '@/lib/on-use';
import type { ListAircraftValues } from '@/lib/schemas/forms/list-aircraft';
import { createRequest } from '../build';
import { declareKind, type RequestMeta } from './kind';

export type ListingContext = { role: string; email: string; heading: string; base: string; availability: string };

export function listingRequest(values: ListAircraftValues, context: ListingContext, meta: RequestMeta) {
  return createRequest(
    {
      kind: 'listing',
      heading: context.heading,
      fields: [
        { label: 'Aircraft type', value: values.type },
        { label: 'Registration', value: values.registration },
        { label: 'Base', value: context.base },
        { label: 'Passenger seats', value: String(values.seats) },
        { label: 'Availability', value: context.availability },
        { label: 'Account', value: `${context.email} (${context.role})` },
      ],
      notes: [],
      details: { role: context.role, ...values },
      contact: { name: '', email: context.email },
    },
    meta,
  );
}

export const listingKind = declareKind({
  name: 'listing',
  loadSchema: onUse(() => import('@/lib/schemas/forms/list-aircraft').then((module) => module.listAircraftSchema)),
  build: listingRequest,
});
