import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { REMOVE_ACCOUNT_ERRORS, removeAccountSchema } from '@/lib/schemas/forms/remove-account';

const issues = (input: unknown) => {
  const result = removeAccountSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('removeAccountSchema', () => {
  it('accepts an e-mail and the tick, trimming the e-mail', () => {
    expect(removeAccountSchema.parse({ email: ' a@example.com ', understood: true })).toEqual({
      email: 'a@example.com',
      understood: true,
    });
  });

  it('needs the tick, with the exact message', () => {
    expect(issues({ email: 'a@example.com', understood: false })).toEqual({
      understood: 'Please tick the box to confirm you understand what is lost.',
    });
    expect(REMOVE_ACCOUNT_ERRORS.confirmRequired).toBe('Please tick the box to confirm you understand what is lost.');
  });

  it('needs a real e-mail', () => {
    expect(issues({ email: '', understood: true })).toEqual({ email: EMAIL_ERRORS.required });
    expect(issues({ email: 'nope', understood: true })).toEqual({ email: EMAIL_ERRORS.invalid });
  });
});
