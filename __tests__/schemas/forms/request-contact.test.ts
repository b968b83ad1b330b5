import { CONTACT_ERRORS, NAME_MAX } from '@/lib/schemas/forms/contact-options';
import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { REQUEST_CONTACT_ERRORS, requestContactSchema } from '@/lib/schemas/forms/request-contact';

const valid = { name: 'Priya Shah', phone: '+91 98200 07777', email: '' };

const errorOn = (field: keyof typeof valid, value: unknown, base: Record<string, unknown> = valid) => {
  const result = requestContactSchema.safeParse({ ...base, [field]: value });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
};

describe('requestContactSchema', () => {
  it('accepts a name and a phone, and trims', () => {
    expect(requestContactSchema.parse({ name: ' Priya ', phone: ' 98200 07777 ', email: ' ' })).toEqual({
      name: 'Priya',
      phone: '98200 07777',
      email: '',
    });
  });

  it('accepts a name and an e-mail without a phone', () => {
    expect(requestContactSchema.safeParse({ name: 'A', phone: '', email: 'a@b.co' }).success).toBe(true);
  });

  it('needs a phone or an e-mail, and says so under the phone', () => {
    expect(errorOn('phone', '', { ...valid, email: '' })).toBe(REQUEST_CONTACT_ERRORS.reachRequired);
  });

  it('needs a name, within the contact form’s limit', () => {
    expect(errorOn('name', '   ')).toBe(CONTACT_ERRORS.nameRequired);
    expect(errorOn('name', 'a'.repeat(NAME_MAX))).toBeNull();
    expect(errorOn('name', 'a'.repeat(NAME_MAX + 1))).toBe(CONTACT_ERRORS.nameTooLong);
  });

  it('checks the phone like the contact form: 7 to 15 digits', () => {
    expect(errorOn('phone', '123456')).toBe(CONTACT_ERRORS.phoneInvalid);
    expect(errorOn('phone', '1234567')).toBeNull();
    expect(errorOn('phone', '1'.repeat(15))).toBeNull();
    expect(errorOn('phone', '1'.repeat(16))).toBe(CONTACT_ERRORS.phoneInvalid);
    expect(errorOn('phone', '98200 07777 ext')).toBe(CONTACT_ERRORS.phoneInvalid);
  });

  it('checks an e-mail when one is given', () => {
    expect(errorOn('email', 'not-an-email')).toBe(EMAIL_ERRORS.invalid);
    expect(errorOn('email', 'priya@example.com')).toBeNull();
  });
});
