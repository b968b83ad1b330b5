'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Every route change scrolls to the top, whatever the scroll position of the page left. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
