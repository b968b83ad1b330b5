import { messages } from '@/content/messages';
import type { StorageFailure } from '@/lib/auth/storage';

/** The one map from a failed storage write to what the visitor is told. */
export const storageFailureMessages = {
  blocked: messages.storageBlocked,
  full: messages.storageFull,
  newer: messages.storageNewer,
} as const satisfies Record<StorageFailure, unknown>;
