'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredQuickBookingForm = deferredForm('quick-booking-form', () =>
  import('@/components/forms/quick-booking-form').then((module) => module.QuickBookingForm),
);
