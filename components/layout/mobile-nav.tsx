'use client';
import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { AccountLinks } from './account-links';
import { NavLinks, type NavLink } from './nav-links';

export function MobileNav({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  const close = () => setOpen(false);

  // Close when the route changes by any means (back button, in-page link).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-white/10"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-border bg-background/95 px-5 pt-2 pb-6 backdrop-blur-xl"
      >
        <NavLinks
          links={links}
          onNavigate={close}
          className="grid"
          linkClassName="w-full border-b border-border py-4 text-base"
        />
        <AccountLinks className="mt-6 justify-stretch [&>*]:flex-1" onNavigate={close} />
      </nav>
    </div>
  );
}
