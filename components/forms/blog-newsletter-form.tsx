'use client';

import { NewsletterSignup } from './newsletter-signup';

/** The journal's newsletter box. */
export function BlogNewsletterForm() {
  return <NewsletterSignup className="w-full max-w-md text-left" rowClassName="flex-col sm:flex-row" />;
}
