import { EMAIL_INVALID, EMAIL_REQUIRED } from '@/lib/schemas/forms/fields';
import { newsletterSchema } from '@/lib/schemas/forms/newsletter';

const messageFor = (email: unknown) => {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('newsletterSchema', () => {
  it('accepts a valid e-mail and trims it', () => {
    expect(newsletterSchema.parse({ email: '  guest@example.com ' })).toEqual({ email: 'guest@example.com' });
  });

  it('requires an e-mail', () => {
    expect(messageFor('')).toBe(EMAIL_REQUIRED);
    expect(messageFor('   ')).toBe(EMAIL_REQUIRED);
    expect(EMAIL_REQUIRED).toBe('Please enter your email address.');
  });

  it('rejects a malformed e-mail', () => {
    expect(messageFor('guest@')).toBe(EMAIL_INVALID);
    expect(messageFor('guest example.com')).toBe(EMAIL_INVALID);
  });

  it('rejects an e-mail longer than 254 characters', () => {
    expect(messageFor(`${'a'.repeat(245)}@example.com`)).toBe('An email address can be at most 254 characters.');
  });

  it('rejects a non-string without throwing', () => {
    expect(newsletterSchema.safeParse({ email: 42 }).success).toBe(false);
  });
});
