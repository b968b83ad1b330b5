'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredRemoveBrowserAccount = deferredForm(() =>
  import('@/components/account/remove-browser-account').then((module) => module.RemoveBrowserAccount),
);
