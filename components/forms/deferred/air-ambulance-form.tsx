'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredAirAmbulanceForm = deferredForm('air-ambulance-form', () =>
  import('@/components/forms/air-ambulance-form').then((module) => module.AirAmbulanceForm),
);
