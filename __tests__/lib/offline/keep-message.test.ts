/** @jest-environment node */
import { filesOfPage, isKeepMessage, KEEP_MESSAGE } from '@/lib/offline/keep-message';

const ORIGIN = 'https://vayu.example';

describe('what a page asks the worker to keep', () => {
  it('keeps the site’s own content-hashed files and the page’s data, nothing else', () => {
    expect(
      filesOfPage(
        [
          `${ORIGIN}/_next/static/chunks/0abc.js`,
          `${ORIGIN}/_next/static/media/inter.woff2`,
          `${ORIGIN}/book/index.txt`,
          `${ORIGIN}/sw-register.js`,
          'https://images.unsplash.com/photo-1?w=800',
          'https://evil.example/_next/static/chunks/0abc.js',
          `${ORIGIN}/requests`,
        ],
        ORIGIN,
      ),
    ).toEqual([
      `${ORIGIN}/_next/static/chunks/0abc.js`,
      `${ORIGIN}/_next/static/media/inter.woff2`,
      `${ORIGIN}/book/index.txt`,
    ]);
  });

  it('answers only its own message', () => {
    expect(isKeepMessage({ type: KEEP_MESSAGE, rest: true })).toBe(true);
    expect(isKeepMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepMessage(null)).toBe(false);
    expect(isKeepMessage('vayu:keep')).toBe(false);
  });
});
