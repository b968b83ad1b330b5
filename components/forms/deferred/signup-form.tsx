'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredSignupForm = deferredForm(() =>
  import('@/components/forms/signup-form').then((module) => module.SignupForm),
);
