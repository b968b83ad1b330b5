// Its own module: every page checks for an outbox and loads the outbox code only when one is stored.
export const OUTBOX_KEY = 'vayu-jets:outbox';

export function hasOutbox(): boolean {
  try {
    return window.localStorage.getItem(OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
