import { SESSION_KEY } from '@/lib/auth/storage-keys';

export function hintStoredSession(): void {
  try {
    const stored = localStorage.getItem(SESSION_KEY);
    if (stored && JSON.parse(stored).state.user) document.documentElement.dataset.account = 'stored';
  } catch {
    // Storage blocked or an entry damaged: the header shows Login until the store has loaded.
  }
}
