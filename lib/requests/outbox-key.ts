// The outbox's storage key, in a module of its own: every page checks it (ShellBehaviour) and
// loads the outbox only when this browser holds one.
export const OUTBOX_KEY = 'vayu-jets:outbox';

/** Whether this browser holds an outbox at all. */
export function hasOutbox(): boolean {
  try {
    return window.localStorage.getItem(OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
