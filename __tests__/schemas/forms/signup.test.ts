import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { PASSWORD_ERRORS, PASSWORD_MAX } from '@/lib/schemas/forms/password-rules';
import { SIGNUP_ERRORS, signupSchema } from '@/lib/schemas/forms/signup';

const valid = { role: 'Customer', email: 'pilot@example.com', password: 'Sky high 1', confirmPassword: 'Sky high 1' };
const issues = (input: unknown) => {
  const result = signupSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('signupSchema', () => {
  it('accepts each of the three roles', () => {
    for (const role of ['Customer', 'Jet Owner', 'Operator']) {
      expect(signupSchema.parse({ ...valid, role })).toEqual({ ...valid, role });
    }
  });

  it('rejects any other role with the exact message', () => {
    expect(issues({ ...valid, role: 'Admin' })).toEqual({ role: SIGNUP_ERRORS.roleRequired });
    expect(issues({ ...valid, role: 'customer' })).toEqual({ role: SIGNUP_ERRORS.roleRequired });
    expect(SIGNUP_ERRORS.roleRequired).toBe('Please choose Customer, Jet Owner or Operator.');
  });

  it('requires the e-mail and checks its format', () => {
    expect(issues({ ...valid, email: '' })).toEqual({ email: EMAIL_ERRORS.required });
    expect(issues({ ...valid, email: 'pilot.example.com' })).toEqual({ email: EMAIL_ERRORS.invalid });
  });

  it('trims the e-mail but never the password', () => {
    const parsed = signupSchema.parse({
      ...valid,
      email: ' Pilot@Example.com ',
      password: ' x y z 1 ',
      confirmPassword: ' x y z 1 ',
    });
    expect(parsed.email).toBe('Pilot@Example.com');
    expect(parsed.password).toBe(' x y z 1 ');
  });

  it('requires the password and its confirmation with the exact messages', () => {
    expect(issues({ ...valid, password: '', confirmPassword: '' })).toEqual({
      password: SIGNUP_ERRORS.passwordRequired,
      confirmPassword: SIGNUP_ERRORS.confirmRequired,
    });
    expect(SIGNUP_ERRORS.passwordRequired).toBe('Please choose a password.');
    expect(SIGNUP_ERRORS.confirmRequired).toBe('Please confirm your password.');
  });

  it('says "Passwords don\'t match!" on the confirm field when they differ', () => {
    expect(issues({ ...valid, confirmPassword: 'Sky high 2' })).toEqual({ confirmPassword: "Passwords don't match!" });
    // Differences a trim or a case fold would hide still count.
    expect(issues({ ...valid, confirmPassword: 'Sky high 1 ' })).toEqual({ confirmPassword: "Passwords don't match!" });
    expect(issues({ ...valid, confirmPassword: 'sky high 1' })).toEqual({ confirmPassword: "Passwords don't match!" });
  });

  it('shows the mismatch alongside an e-mail error (zod 4 still runs the refine)', () => {
    expect(issues({ ...valid, email: 'bad', confirmPassword: 'other' })).toEqual({
      email: EMAIL_ERRORS.invalid,
      confirmPassword: "Passwords don't match!",
    });
  });

  it('needs at least 8 characters, said the same way as the hint beside the field', () => {
    expect(issues({ ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Please use at least 8 characters.',
    });
    expect(issues({ ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: SIGNUP_ERRORS.passwordTooShort,
    });
    expect(issues({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({});
    // Spaces count: the password is never trimmed.
    expect(issues({ ...valid, password: '       a', confirmPassword: '       a' })).toEqual({});
    expect(PASSWORD_ERRORS.rule).toBe('At least 8 characters.');
  });

  it('keeps 200 characters and emoji, and caps abuse at the maximum with a message', () => {
    const long = 'é🛩'.repeat(100);
    expect(issues({ ...valid, password: long, confirmPassword: long })).toEqual({});
    const atMax = 'a'.repeat(PASSWORD_MAX);
    expect(issues({ ...valid, password: atMax, confirmPassword: atMax })).toEqual({});
    const over = 'a'.repeat(PASSWORD_MAX + 1);
    expect(issues({ ...valid, password: over, confirmPassword: over })).toEqual({
      password: SIGNUP_ERRORS.passwordTooLong,
    });
  });

  it('never throws on junk', () => {
    expect(signupSchema.safeParse(undefined).success).toBe(false);
    expect(signupSchema.safeParse({ role: 3, email: [], password: null }).success).toBe(false);
  });
});
