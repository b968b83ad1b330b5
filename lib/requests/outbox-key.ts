export const OUTBOX_KEY = 'vayu-jets:outbox';

export function hasOutbox(): boolean {
  try {
    return window.localStorage.getItem(OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
