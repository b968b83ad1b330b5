'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** SPEC.md: every route change scrolls to the top. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
