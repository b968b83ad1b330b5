'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadSignupForm = onUse(() => import('@/components/forms/signup-form').then((module) => module.SignupForm));

export const DeferredSignupForm = serverPart('signup-form', loadSignupForm);
