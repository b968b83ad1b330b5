'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredBookPlanner = deferredForm('book-planner', () =>
  import('@/components/booking/book-planner').then((module) => module.BookPlanner),
);
