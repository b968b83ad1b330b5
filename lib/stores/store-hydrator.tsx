'use client';
import { useEffect } from 'react';
import { messages } from '@/content/messages';
import { ACCOUNTS_KEY, SESSION_KEY } from '@/lib/auth/storage';
import { showToast } from '@/lib/toast';
import { useAuthStore } from './auth';

async function rehydrate() {
  await useAuthStore.persist.rehydrate();
  const { recovered, dismissRecovered } = useAuthStore.getState();
  if (recovered) {
    showToast(messages.storageRecovered);
    dismissRecovered();
  }
}

/**
 * Mounted once in the root layout. Reads the stored session after the first paint (the store
 * uses skipHydration, so server and first client render agree) and follows other tabs: a
 * `storage` event (also fired with newValue null on logout, or key null on clear) re-reads.
 */
export function StoreHydrator() {
  useEffect(() => {
    void rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ACCOUNTS_KEY || event.key === SESSION_KEY) void rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
