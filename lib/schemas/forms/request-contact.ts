import { z } from '@/lib/schemas/zod';
import { contactSchema } from './contact';
import { CONTACT_ERRORS, NAME_MAX } from './contact-options';
import { EMAIL_ERRORS } from './fields';

export const REQUEST_CONTACT_ERRORS = {
  reachRequired: 'Please give a phone number or an email address, so we can reach you.',
} as const;

const emailOrEmpty = z
  .string()
  .trim()
  .refine((value) => value === '' || contactSchema.shape.email.safeParse(value).success, EMAIL_ERRORS.invalid);

export const requestContactSchema = z
  .object({
    name: z.string().trim().min(1, CONTACT_ERRORS.nameRequired).max(NAME_MAX, CONTACT_ERRORS.nameTooLong),
    phone: contactSchema.shape.phone.unwrap(),
    email: emailOrEmpty,
  })
  .refine((value) => value.phone !== '' || value.email !== '', {
    message: REQUEST_CONTACT_ERRORS.reachRequired,
    path: ['phone'],
  });

export type RequestContactValues = z.output<typeof requestContactSchema>;
