'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadQuickBookingForm = onUse(() =>
  import('@/components/forms/quick-booking-form').then((module) => module.QuickBookingForm),
);

export const DeferredQuickBookingForm = serverPart('quick-booking-form', loadQuickBookingForm);
