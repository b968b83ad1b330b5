'use client';

import { messages } from '@/content/messages';
import { showToast } from '@/lib/toast';
import { EmailSignupForm } from './email-signup-form';

/** The journal's newsletter box: validated, then the not-implemented toast. */
export function BlogNewsletterForm() {
  return (
    <EmailSignupForm
      loadSchema={() => import('@/lib/schemas/forms/newsletter').then((module) => module.newsletterSchema)}
      onSubscribed={() => void showToast(messages.blogNewsletter)}
      className="w-full max-w-md text-left"
      rowClassName="flex-col sm:flex-row"
    />
  );
}
