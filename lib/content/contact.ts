import { contact } from '@/content/contact';
import { contactPageSchema } from '@/lib/schemas/content/contact';
import { parseContent } from './parse';

export const contactContent = parseContent(contactPageSchema, contact, 'content/contact.ts');
