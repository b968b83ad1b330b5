'use client';

import { deferredForm } from '@/components/forms/deferred-form';

export const DeferredBookPlanner = deferredForm(() =>
  import('@/components/booking/book-planner').then((module) => module.BookPlanner),
);
