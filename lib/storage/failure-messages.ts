import { messages } from '@/content/messages';
import type { StorageFailure } from '@/lib/auth/storage';

export const storageFailureMessages = {
  blocked: messages.storageBlocked,
  full: messages.storageFull,
  newer: messages.storageNewer,
} as const satisfies Record<StorageFailure, unknown>;
