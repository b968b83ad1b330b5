'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadAirAmbulanceForm = onUse(() =>
  import('@/components/forms/air-ambulance-form').then((module) => module.AirAmbulanceForm),
);

export const DeferredAirAmbulanceForm = serverPart('air-ambulance-form', loadAirAmbulanceForm);
