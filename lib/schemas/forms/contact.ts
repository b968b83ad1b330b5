import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const CONTACT_SUBJECTS = ['booking', 'quote', 'corporate', 'general'] as const;
export const NAME_MAX = 100;
export const MESSAGE_MAX = 2000;

export const CONTACT_ERRORS = {
  nameRequired: 'Please enter your full name.',
  nameTooLong: `Please keep your name within ${NAME_MAX} characters.`,
  phoneInvalid: 'Please enter a valid phone number, like +91 98200 07777.',
  subjectInvalid: 'Please choose a subject from the list.',
  messageRequired: 'Please write your message.',
  messageTooLong: `Please keep your message within ${MESSAGE_MAX.toLocaleString('en-IN')} characters.`,
} as const;

// Loose on purpose: digits with optional +, spaces, dots, dashes and brackets; 7 to 15 digits.
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const contactSchema = z.object({
  name: z.string().trim().min(1, CONTACT_ERRORS.nameRequired).max(NAME_MAX, CONTACT_ERRORS.nameTooLong),
  email: emailField,
  phone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (PHONE_SHAPE.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15),
      CONTACT_ERRORS.phoneInvalid,
    )
    .optional(),
  subject: z.enum(CONTACT_SUBJECTS, { message: CONTACT_ERRORS.subjectInvalid }).optional(),
  message: z.string().trim().min(1, CONTACT_ERRORS.messageRequired).max(MESSAGE_MAX, CONTACT_ERRORS.messageTooLong),
});

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
