'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredRemoveBrowserAccount = deferredForm('remove-browser-account', () =>
  import('@/components/account/remove-browser-account').then((module) => module.RemoveBrowserAccount),
);
