import { CHANGE_PASSWORD_ERRORS, changePasswordSchema } from '@/lib/schemas/forms/change-password';
import { PASSWORD_ERRORS } from '@/lib/schemas/forms/password-rules';

const valid = { currentPassword: 'abc', password: 'Monsoon 42', confirmPassword: 'Monsoon 42' };
const issues = (input: unknown) => {
  const result = changePasswordSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('changePasswordSchema', () => {
  it('accepts any current password (older accounts may have short ones) and a new one of 8+', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires each field with its exact message', () => {
    expect(issues({ currentPassword: '', password: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Please enter your current password.',
      password: 'Please choose a new password.',
      confirmPassword: 'Please confirm your new password.',
    });
    expect(CHANGE_PASSWORD_ERRORS.currentRequired).toBe('Please enter your current password.');
  });

  it('holds the new password to 8 characters at least, at the boundary', () => {
    expect(issues({ ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: PASSWORD_ERRORS.tooShort,
    });
    expect(issues({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({});
    const over = 'a'.repeat(1025);
    expect(issues({ ...valid, password: over, confirmPassword: over })).toEqual({
      password: PASSWORD_ERRORS.tooLong,
    });
  });

  it('says "Passwords don\'t match!" when the confirmation differs, untrimmed', () => {
    expect(issues({ ...valid, confirmPassword: 'Monsoon 42 ' })).toEqual({ confirmPassword: "Passwords don't match!" });
  });
});
