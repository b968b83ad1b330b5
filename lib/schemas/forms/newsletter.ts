import { z } from '@/lib/schemas/zod';
import { emailField } from './fields';

// The footer's and the journal's newsletter boxes: one e-mail field, one schema.

export const newsletterSchema = z.object({ email: emailField });

export type NewsletterValues = z.infer<typeof newsletterSchema>;
