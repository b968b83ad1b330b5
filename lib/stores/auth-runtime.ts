'use client';

import { messages } from '@/content/messages';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { showToast } from '@/lib/toast';
import { TRIPS_KEY } from '@/lib/trips/trip-keys';
import { useAuthStore } from './auth';

export { useAuthStore };

// Logs out, unless the session was stored by a newer version of the site: that is never removed.
export function logOut(): boolean {
  const failure = useAuthStore.getState().logout();
  if (failure) void showToast(storageFailureMessages[failure], {}, 'error');
  return failure === null;
}

async function rehydrate() {
  await useAuthStore.persist.rehydrate();
  const { recovered, dismissRecovered } = useAuthStore.getState();
  if (recovered) {
    void showToast(messages.storageRecovered);
    dismissRecovered();
  }
}

let started = false;

export function startAuth() {
  if (started) return;
  started = true;
  void rehydrate();
  window.addEventListener('storage', (event) => {
    const keys = [ACCOUNTS_KEY, SESSION_KEY, TRIPS_KEY];
    if (event.key === null || keys.includes(event.key)) void rehydrate();
  });
}
