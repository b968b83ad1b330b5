'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Transparent over the hero at the top, glass once the page has scrolled more than 50 pixels. */
export const GLASS_THRESHOLD_PX = 50;

export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > GLASS_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-300',
        scrolled ? 'border-border bg-background/75 backdrop-blur-xl' : 'border-transparent bg-transparent',
      )}
    >
      {children}
    </header>
  );
}
