'use client';
import dynamic from 'next/dynamic';

/** The toast region, loaded after hydration: no page needs it for its first paint. */
export const LazyToaster = dynamic(() => import('./sonner').then((module) => module.Toaster), { ssr: false });
