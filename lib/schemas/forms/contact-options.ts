import { company } from '@/content/company';
import { groupIndian } from '@/lib/format';

export const CONTACT_SUBJECTS = ['booking', 'quote', 'corporate', 'general'] as const;
export const NAME_MAX = 100;
export const MESSAGE_MAX = 2000;

export const CONTACT_ERRORS = {
  nameRequired: 'Please enter your full name.',
  nameTooLong: `Please keep your name within ${NAME_MAX} characters.`,
  phoneInvalid: `Please enter a valid phone number, like ${company.phone.display}.`,
  subjectInvalid: 'Please choose a subject from the list.',
  messageRequired: 'Please write your message.',
  messageTooLong: `Please keep your message within ${groupIndian(MESSAGE_MAX)} characters.`,
} as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
