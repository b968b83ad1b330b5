'use client';

import { browserPart } from '@/lib/browser-part';
import { onUse } from '@/lib/on-use';

export const LazyAccountSettings = browserPart(
  onUse(() => import('./account-settings').then((module) => module.AccountSettings)),
);

export const ACCOUNT_SETTINGS_ID = 'account-settings';
