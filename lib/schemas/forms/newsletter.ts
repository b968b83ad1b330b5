import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

export const newsletterSchema = z.object({ email: emailField });

export type NewsletterValues = z.infer<typeof newsletterSchema>;
