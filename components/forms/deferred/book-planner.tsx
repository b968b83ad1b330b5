'use client';

import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

const loadBookPlanner = onUse(() => import('@/components/booking/book-planner').then((module) => module.BookPlanner));

export const DeferredBookPlanner = serverPart('book-planner', loadBookPlanner);
