'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadContactForm = onUse(() => import('@/components/forms/contact-form').then((module) => module.ContactForm));

export const DeferredContactForm = serverPart('contact-form', loadContactForm);
