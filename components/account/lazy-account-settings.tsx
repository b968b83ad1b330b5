'use client';

import { browserPart } from '@/lib/browser-part';
import { onUse } from '@/lib/on-use';

/**
 * Account Settings (change password, export, delete), the same for every role. Its forms and
 * dialog load when the visitor opens it, not with the dashboard.
 */
export const LazyAccountSettings = browserPart(
  onUse(() => import('./account-settings').then((module) => module.AccountSettings)),
);

/** The id the Account Settings button controls. */
export const ACCOUNT_SETTINGS_ID = 'account-settings';
