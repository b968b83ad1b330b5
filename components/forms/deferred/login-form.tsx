'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredLoginForm = deferredForm('login-form', () =>
  import('@/components/forms/login-form').then((module) => module.LoginForm),
);
