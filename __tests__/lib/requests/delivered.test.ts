import { markDelivered, markRefused, outcomeOf } from '@/lib/requests/delivered';

const DELIVERED_KEY = 'vayu-jets:delivered';

// What the endpoint answered each request, by its id: every page reads the same truth.
const ID = '3f0c1e6a-8d1b-4c55-9a7e-2b4f6d9e1c20';
const OTHER = '9a1b2c3d-0000-4000-8000-000000000000';

beforeEach(() => localStorage.clear());

it('records a refusal against the request’s id, with the endpoint’s reason; never as a delivery', () => {
  markRefused(ID, 'Offer withdrawn (HTTP 400 Bad Request)');
  expect(outcomeOf(ID)).toEqual({ status: 'refused', reason: 'Offer withdrawn (HTTP 400 Bad Request)' });
  expect(outcomeOf(OTHER)).toBeNull();
  markDelivered(OTHER);
  expect(outcomeOf(OTHER)).toEqual({ status: 'delivered' });
  // One record per request in the ledger; the older list is never written again.
  const stored = JSON.parse(localStorage.getItem('vayu-jets:ledger')!);
  expect(stored.entries.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
    [ID, 'refused'],
    [OTHER, 'delivered'],
  ]);
  expect(localStorage.getItem(DELIVERED_KEY)).toBeNull();
});

it('reads a version 1 record of deliveries, and keeps it when a refusal is added', () => {
  localStorage.setItem(DELIVERED_KEY, JSON.stringify({ version: 1, delivered: [{ id: OTHER, at: Date.now() }] }));
  expect(outcomeOf(OTHER)).toEqual({ status: 'delivered' });
  markRefused(ID, 'No (HTTP 422)');
  expect(outcomeOf(OTHER)).toEqual({ status: 'delivered' });
  expect(outcomeOf(ID)).toEqual({ status: 'refused', reason: 'No (HTTP 422)' });
});

it('forgets outcomes older than a week', () => {
  const now = Date.now();
  markRefused(ID, 'Old (HTTP 400)', now - 8 * 24 * 60 * 60_000);
  markDelivered(OTHER, now);
  expect(outcomeOf(ID)).toBeNull();
});
