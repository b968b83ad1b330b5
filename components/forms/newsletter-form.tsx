'use client';

import { NewsletterSignup } from './newsletter-signup';

/** Footer newsletter, on every page. */
export function NewsletterForm() {
  return <NewsletterSignup />;
}
