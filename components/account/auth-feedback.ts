'use client';

import { messages } from '@/content/messages';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import type { AuthError } from '@/lib/stores/auth';
import { showToast } from '@/lib/toast';

const errorMessages = {
  invalid: messages.loginFailed,
  noAccounts: messages.loginNoAccounts,
  exists: messages.signupFailed,
  accountOnly: messages.signupSessionNotKept,
  insecure: messages.insecureContext,
  ...storageFailureMessages,
} satisfies Record<AuthError, unknown>;

export function showAuthError(error: AuthError) {
  showToast(errorMessages[error], {}, 'error');
}
