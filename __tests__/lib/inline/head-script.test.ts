import { SESSION_KEY } from '@/lib/auth/storage-keys';
import { ENGAGED_ATTRIBUTE } from '@/lib/engagement';
import { runInHead } from '@/lib/inline/head-script';

describe('the head script', () => {
  it('hints the stored session and marks the first input', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ state: { user: { email: 'a@example.com' } } }));
    runInHead();
    expect(document.documentElement.dataset.account).toBe('stored');
    window.dispatchEvent(new Event('keydown'));
    expect(document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE)).toBe(true);
  });
});
