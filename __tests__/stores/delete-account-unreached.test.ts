import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { markDelivered } from '@/lib/requests/delivered';
import { ledgerEntries } from '@/lib/requests/ledger';

// Offline, the code that asks the inbox cannot load: the page that offered Delete account has no more of it.
jest.mock('@/lib/requests/standing', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { TextEncoder });

jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual('@/lib/auth/password');
  return { ...actual, hashPassword: (password: string) => actual.hashPassword(password, 100_000) };
});

const TOKEN = 'q'.repeat(43);

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="vayu-requests-endpoint" content="https://inbox.example.com/requests">';
});

it('names each request the inbox could not be asked to erase when its code cannot load, and keeps no record of them', async () => {
  const { useAuthStore } = jest.requireActual<typeof import('@/lib/stores/auth')>('@/lib/stores/auth');
  await useAuthStore.persist.rehydrate();
  await useAuthStore.getState().signup({ email: 'me@example.com', password: 'x', role: 'Jet Owner' });
  markDelivered('3f0c1e6a-8d1b-4c55-9a7e-2b4f6d9e1c20', Date.now(), {
    token: TOKEN,
    reference: 'VJ-7QK2MD',
    owner: 'me@example.com',
  });
  markDelivered('9a1b2c3d-0000-4000-8000-000000000000', Date.now(), {
    token: TOKEN,
    reference: 'VJ-8RL3NE',
    owner: 'other@example.com',
  });

  const result = await useAuthStore.getState().deleteAccount();
  expect(result).toMatchObject({ ok: true, removed: true, inbox: { erased: [], unreached: ['VJ-7QK2MD'] } });
  expect(ledgerEntries().map((entry) => entry.reference)).toEqual(['VJ-8RL3NE']);
});
