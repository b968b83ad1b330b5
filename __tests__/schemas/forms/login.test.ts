import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { LOGIN_ERRORS, loginSchema } from '@/lib/schemas/forms/login';

const issues = (input: unknown) => {
  const result = loginSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('loginSchema', () => {
  it('accepts an e-mail and a password, trimming only the e-mail', () => {
    expect(loginSchema.parse({ email: '  User@Example.com ', password: '  spaced pass ' })).toEqual({
      email: 'User@Example.com',
      password: '  spaced pass ',
    });
  });

  it('requires the e-mail with the exact message', () => {
    expect(issues({ email: '', password: 'x' })).toEqual({ email: EMAIL_ERRORS.required });
    expect(issues({ email: '   ', password: 'x' })).toEqual({ email: EMAIL_ERRORS.required });
    expect(EMAIL_ERRORS.required).toBe('Please enter your email address.');
  });

  it('rejects a malformed e-mail', () => {
    expect(issues({ email: 'user@', password: 'x' })).toEqual({ email: EMAIL_ERRORS.invalid });
    expect(EMAIL_ERRORS.invalid).toBe('Please enter a valid email address, like name@example.com.');
  });

  it('requires the password with the exact message, but a single space counts', () => {
    expect(issues({ email: 'a@b.co', password: '' })).toEqual({ password: LOGIN_ERRORS.passwordRequired });
    expect(LOGIN_ERRORS.passwordRequired).toBe('Please enter your password.');
    expect(issues({ email: 'a@b.co', password: ' ' })).toEqual({});
  });

  it('reports both fields at once and never throws on junk', () => {
    expect(issues({ email: '', password: '' })).toEqual({
      email: EMAIL_ERRORS.required,
      password: LOGIN_ERRORS.passwordRequired,
    });
    expect(loginSchema.safeParse(null).success).toBe(false);
    expect(loginSchema.safeParse({ email: 1, password: {} }).success).toBe(false);
  });
});
