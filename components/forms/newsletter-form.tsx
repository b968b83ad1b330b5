'use client';

import { messages } from '@/content/messages';
import { showToast } from '@/lib/toast';
import { EmailSignupForm } from './email-signup-form';

/** Footer newsletter, on every page: validated, then thanks and clears (nothing is sent anywhere). */
export function NewsletterForm() {
  return (
    <EmailSignupForm
      loadSchema={() => import('@/lib/schemas/forms/newsletter').then((module) => module.newsletterSchema)}
      onSubscribed={() => void showToast(messages.newsletterThanks, {}, 'success')}
    />
  );
}
