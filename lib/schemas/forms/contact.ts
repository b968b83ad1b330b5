import { z } from '@/lib/schemas/zod';
import { CONTACT_ERRORS, CONTACT_SUBJECTS, MESSAGE_MAX, NAME_MAX } from './contact-options';
import { emailField } from './fields';

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

export type ContactValues = z.output<typeof contactSchema>;
