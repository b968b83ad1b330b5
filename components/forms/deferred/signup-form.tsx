'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredSignupForm = deferredForm('signup-form', () =>
  import('@/components/forms/signup-form').then((module) => module.SignupForm),
);
