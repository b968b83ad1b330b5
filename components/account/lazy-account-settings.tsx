'use client';

import dynamic from 'next/dynamic';
import { withRetries } from '@/lib/lazy-import';

/**
 * Account Settings (change password, export, delete), the same for every role. Its forms and
 * dialog load when the visitor opens it, not with the dashboard.
 */
export const LazyAccountSettings = dynamic(
  withRetries(() => import('./account-settings').then((module) => module.AccountSettings)),
  { ssr: false },
);

/** The id the Account Settings button controls. */
export const ACCOUNT_SETTINGS_ID = 'account-settings';
