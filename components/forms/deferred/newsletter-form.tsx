'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadNewsletterForm = onUse(() =>
  import('@/components/forms/newsletter-form').then((module) => module.NewsletterForm),
);

// On every page: its code, react-hook-form and the request's with it, loads on the box's first use only.
export const DeferredNewsletterForm = serverPart('newsletter', loadNewsletterForm, { load: 'use' });
