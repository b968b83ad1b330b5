'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadLoginForm = onUse(() => import('@/components/forms/login-form').then((module) => module.LoginForm));

export const DeferredLoginForm = serverPart('login-form', loadLoginForm);
