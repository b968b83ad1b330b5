'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredContactForm = deferredForm('contact-form', () =>
  import('@/components/forms/contact-form').then((module) => module.ContactForm),
);
