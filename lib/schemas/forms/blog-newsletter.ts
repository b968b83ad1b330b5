import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const blogNewsletterSchema = z.object({ email: emailField });

export type BlogNewsletterValues = z.infer<typeof blogNewsletterSchema>;
