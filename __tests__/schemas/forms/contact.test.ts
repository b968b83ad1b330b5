import { contactSchema } from '@/lib/schemas/forms/contact';
import { CONTACT_ERRORS, CONTACT_SUBJECTS, MESSAGE_MAX, NAME_MAX } from '@/lib/schemas/forms/contact-options';
import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';

const valid = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  phone: '',
  subject: undefined,
  message: 'Mumbai to Goa on Friday for four, returning Sunday.',
};

/** The message shown under `field` for the given override, or null when that field is valid. */
const errorOn = (field: keyof typeof valid, value: unknown) => {
  const result = contactSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
};

describe('contactSchema', () => {
  it('accepts a complete message and trims the text', () => {
    expect(
      contactSchema.parse({
        name: '  Priya Shah ',
        email: ' Priya@Example.com ',
        phone: ' +91 98200 07777 ',
        subject: 'quote',
        message: ' Hello ',
      }),
    ).toEqual({
      name: 'Priya Shah',
      email: 'Priya@Example.com',
      phone: '+91 98200 07777',
      subject: 'quote',
      message: 'Hello',
    });
  });

  it('needs only name, e-mail and message', () => {
    expect(contactSchema.safeParse({ name: 'A', email: 'a@b.co', message: 'Hi' }).success).toBe(true);
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it('requires a full name, within 100 characters', () => {
    expect(errorOn('name', '')).toBe('Please enter your full name.');
    expect(errorOn('name', '   ')).toBe(CONTACT_ERRORS.nameRequired);
    expect(errorOn('name', 'x'.repeat(NAME_MAX))).toBeNull();
    expect(errorOn('name', 'x'.repeat(NAME_MAX + 1))).toBe('Please keep your name within 100 characters.');
  });

  it('requires a valid e-mail address', () => {
    expect(errorOn('email', '')).toBe(EMAIL_ERRORS.required);
    expect(errorOn('email', 'priya@')).toBe(EMAIL_ERRORS.invalid);
    expect(errorOn('email', 'priya example.com')).toBe(EMAIL_ERRORS.invalid);
  });

  it('takes the phone as optional but checks it loosely when given', () => {
    expect(errorOn('phone', '')).toBeNull();
    expect(errorOn('phone', '   ')).toBeNull();
    expect(errorOn('phone', undefined)).toBeNull();
    for (const phone of ['+91 98200 07777', '022-2682 1234', '(022) 26821234', '9820007777', '1234567'])
      expect(errorOn('phone', phone)).toBeNull();
    expect(errorOn('phone', '123456')).toBe('Please enter a valid phone number, like +91 98200 07777.');
    expect(errorOn('phone', '1'.repeat(15))).toBeNull();
    expect(errorOn('phone', '1'.repeat(16))).toBe(CONTACT_ERRORS.phoneInvalid);
    expect(errorOn('phone', 'call me maybe')).toBe(CONTACT_ERRORS.phoneInvalid);
    expect(errorOn('phone', '98200+07777')).toBe(CONTACT_ERRORS.phoneInvalid);
  });

  it('takes the subject as optional, from booking, quote, corporate and general only', () => {
    expect(CONTACT_SUBJECTS).toEqual(['booking', 'quote', 'corporate', 'general']);
    for (const subject of CONTACT_SUBJECTS) expect(errorOn('subject', subject)).toBeNull();
    expect(errorOn('subject', undefined)).toBeNull();
    expect(errorOn('subject', 'sales')).toBe('Please choose a subject from the list.');
    expect(errorOn('subject', '')).toBe(CONTACT_ERRORS.subjectInvalid);
  });

  it('requires a message, within 2,000 characters', () => {
    expect(errorOn('message', '')).toBe('Please write your message.');
    expect(errorOn('message', '\n  \n')).toBe(CONTACT_ERRORS.messageRequired);
    expect(errorOn('message', 'x'.repeat(MESSAGE_MAX))).toBeNull();
    expect(errorOn('message', 'x'.repeat(MESSAGE_MAX + 1))).toBe('Please keep your message within 2,000 characters.');
  });

  it('answers a 10,000-character message with a clear length error, quickly', () => {
    const started = performance.now();
    expect(errorOn('message', 'a'.repeat(10_000))).toBe(CONTACT_ERRORS.messageTooLong);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('never throws on hostile or wrongly typed input', () => {
    for (const value of [42, null, {}, [], '</script><script>alert(1)</script>', '\uD800', '\u202Eevil'])
      for (const field of ['name', 'email', 'phone', 'subject', 'message'] as const)
        expect(() => contactSchema.safeParse({ ...valid, [field]: value })).not.toThrow();
    expect(contactSchema.parse({ ...valid, name: '<img src=x onerror=alert(1)>' }).name).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});
