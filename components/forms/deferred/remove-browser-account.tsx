'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadRemoveBrowserAccount = onUse(() =>
  import('@/components/account/remove-browser-account').then((module) => module.RemoveBrowserAccount),
);

export const DeferredRemoveBrowserAccount = serverPart('remove-browser-account', loadRemoveBrowserAccount);
