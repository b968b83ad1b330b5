'use client';
import { useEffect, useState } from 'react';
import type { SessionUser } from '@/lib/auth/schemas';

type AuthRuntime = typeof import('./auth-runtime');
let loading: Promise<AuthRuntime> | undefined;

/**
 * Loads the account store (zustand, its zod-validated storage, hashing) after the page is
 * interactive and starts it once. The header is on every page; this keeps all of that out of
 * every page's first load. Pages that need the store at once (login, signup, dashboard) import it.
 */
export function loadAuth(): Promise<AuthRuntime> {
  loading ??= import('./auth-runtime').then((runtime) => {
    runtime.startAuth();
    return runtime;
  });
  return loading;
}

type SessionState = { hydrated: boolean; user: SessionUser | null };

/** The signed-in user for the header: `hydrated` stays false until the stored session is read. */
export function useAuthSession() {
  const [state, setState] = useState<SessionState>({ hydrated: false, user: null });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void loadAuth().then(({ useAuthStore }) => {
      if (!active) return;
      const read = () => {
        const { hydrated, user } = useAuthStore.getState();
        setState((previous) =>
          previous.hydrated === hydrated && previous.user === user ? previous : { hydrated, user },
        );
      };
      read();
      unsubscribe = useAuthStore.subscribe(read);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const logout = async () => (await loadAuth()).useAuthStore.getState().logout();
  return { ...state, logout };
}
