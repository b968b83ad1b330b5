import { SESSION_KEY } from '@/lib/auth/storage-keys';
import { hintStoredSession } from '@/lib/inline/session-hint';

const account = () => document.documentElement.dataset.account;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.account;
});

describe('the stored-session hint', () => {
  it('marks <html data-account="stored"> when the browser holds a signed-in session', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ state: { user: { email: 'a@example.com' } }, version: 0 }));
    hintStoredSession();
    expect(account()).toBe('stored');
  });

  it.each([
    ['no session', null],
    ['a signed-out session', JSON.stringify({ state: { user: null }, version: 0 })],
    ['a damaged entry', '{"state":'],
    ['an entry of another shape', '"signed-in"'],
  ])('leaves <html> alone for %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(SESSION_KEY, stored);
    expect(() => hintStoredSession()).not.toThrow();
    expect(account()).toBeUndefined();
  });
});
