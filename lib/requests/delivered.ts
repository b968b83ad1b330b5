import { read, update } from '@/lib/auth/storage';
import { keyListeners } from '@/lib/storage/key-listeners';
import { accepted, parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { integer, record, text } from '@/lib/stored-shape';

// "Received" is said only of a request whose own POST was answered 2xx: that answer is recorded
// here against the request's id, by whichever tab sent it, so every tab reads the same truth. Ids
// and times only, nothing personal; kept a week, the newest fifty.

export const DELIVERED_KEY = 'vayu-jets:delivered';
export const DELIVERED_VERSION = 1;
const KEEP = 50;
const KEEP_MS = 7 * 24 * 60 * 60_000;

export const requestId = text({ min: 8, max: 64, test: (value) => /^[0-9A-Za-z-]+$/.test(value) });
const deliveredShape = record({ id: requestId, at: integer(0) });
type Delivered = { id: string; at: number };

export const parseDelivered = (raw: string | null): Parsed<Delivered[]> =>
  parseVersioned(raw, DELIVERED_VERSION, [], (json) => {
    const { items, intact } = salvageList(json.delivered, accepted(deliveredShape), (item) => item.id);
    return { value: items, intact };
  });

const { notify, subscribe } = keyListeners(DELIVERED_KEY);
export const subscribeDelivered = subscribe;

export const wasDelivered = (id: string) =>
  read(DELIVERED_KEY, parseDelivered, DELIVERED_VERSION).value.some((item) => item.id === id);

export function markDelivered(id: string, now = Date.now()) {
  const result = update(
    DELIVERED_KEY,
    parseDelivered,
    ({ value }) => {
      const kept = value.filter((item) => item.id !== id && now - item.at < KEEP_MS);
      return JSON.stringify({ version: DELIVERED_VERSION, delivered: [...kept, { id, at: now }].slice(-KEEP) });
    },
    DELIVERED_VERSION,
  );
  notify();
  return result;
}
