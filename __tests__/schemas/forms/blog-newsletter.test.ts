import { EMAIL_INVALID, EMAIL_REQUIRED } from '@/lib/schemas/forms/fields';
import { blogNewsletterSchema } from '@/lib/schemas/forms/blog-newsletter';

const messageFor = (email: unknown) => {
  const result = blogNewsletterSchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('blogNewsletterSchema', () => {
  it('accepts a valid e-mail and trims it', () => {
    expect(blogNewsletterSchema.parse({ email: ' reader@example.com  ' })).toEqual({ email: 'reader@example.com' });
  });

  it('requires an e-mail', () => {
    expect(messageFor('')).toBe('Please enter your email address.');
    expect(messageFor('  ')).toBe(EMAIL_REQUIRED);
  });

  it('rejects a malformed e-mail', () => {
    expect(messageFor('reader@')).toBe('Please enter a valid email address, like name@example.com.');
    expect(messageFor('reader@example')).toBe(EMAIL_INVALID);
  });

  it('accepts 254 characters and rejects 255', () => {
    // Domain labels of 60 characters keep every part within the e-mail format's own limits.
    const label = 'd'.repeat(60);
    const at254 = `${'r'.repeat(6)}@${label}.${label}.${label}.${label}.com`;
    expect(at254).toHaveLength(254);
    expect(messageFor(at254)).toBeNull();
    expect(messageFor(`r${at254}`)).toBe('An email address can be at most 254 characters.');
  });

  it('rejects a non-string without throwing', () => {
    expect(blogNewsletterSchema.safeParse({ email: undefined }).success).toBe(false);
  });
});
