import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { newsletterSchema } from '@/lib/schemas/forms/newsletter';

const messageFor = (email: unknown) => {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('newsletterSchema (the footer and the journal)', () => {
  it('accepts a valid e-mail and trims it', () => {
    expect(newsletterSchema.parse({ email: '  guest@example.com ' })).toEqual({ email: 'guest@example.com' });
  });

  it('requires an e-mail', () => {
    expect(messageFor('')).toBe(EMAIL_ERRORS.required);
    expect(messageFor('   ')).toBe(EMAIL_ERRORS.required);
    expect(EMAIL_ERRORS.required).toBe('Please enter your email address.');
  });

  it('rejects a malformed e-mail', () => {
    expect(messageFor('guest@')).toBe(EMAIL_ERRORS.invalid);
    expect(messageFor('guest example.com')).toBe(EMAIL_ERRORS.invalid);
    expect(messageFor('reader@example')).toBe(EMAIL_ERRORS.invalid);
    expect(EMAIL_ERRORS.invalid).toBe('Please enter a valid email address, like name@example.com.');
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
    expect(newsletterSchema.safeParse({ email: 42 }).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: undefined }).success).toBe(false);
  });
});
