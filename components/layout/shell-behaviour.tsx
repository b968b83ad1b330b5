'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { markShellLive } from '@/lib/hydration';
import { onUse } from '@/lib/on-use';
import { hasOutbox } from '@/lib/requests/outbox-key';
import { GLASS_THRESHOLD_PX, MOBILE_MENU_ID, SITE_HEADER_ID } from '@/lib/shell/shell-ids';
import { useAuthSession } from '@/lib/stores/use-auth-session';

const loadOutboxHost = onUse(() => import('@/components/requests/outbox-host'));

const menu = () => document.getElementById(MOBILE_MENU_ID);
const closeMenu = () => {
  const element = menu();
  if (!element?.matches(':popover-open')) return;
  if (document.activeElement instanceof HTMLElement && element.contains(document.activeElement)) {
    document.activeElement.blur();
  }
  element.hidePopover();
};

export function ShellBehaviour() {
  const pathname = usePathname();
  const { hydrated, user } = useAuthSession();
  const [offer, setOffer] = useState<ReactNode>(null);

  useEffect(() => {
    if (hasOutbox())
      void loadOutboxHost()
        .then((module) => module.startOutboxHost(setOffer))
        .catch(() => {});
  }, []);

  useEffect(() => {
    const header = document.getElementById(SITE_HEADER_ID);
    const onScroll = () => header?.setAttribute('data-scrolled', String(window.scrollY > GLASS_THRESHOLD_PX));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });

    const panel = menu();
    const toggle = document.querySelector(`[popovertarget="${MOBILE_MENU_ID}"]`);
    toggle?.setAttribute('aria-expanded', 'false');
    const onToggle = (event: Event) =>
      toggle?.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
    const onChoose = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a, button')) closeMenu();
    };
    panel?.addEventListener('toggle', onToggle);
    panel?.addEventListener('click', onChoose);

    markShellLive();
    return () => {
      window.removeEventListener('scroll', onScroll);
      panel?.removeEventListener('toggle', onToggle);
      panel?.removeEventListener('click', onChoose);
    };
  }, []);

  const shownPath = useRef(pathname);
  useEffect(() => {
    // Not on hydration: a visitor who scrolled, or came to a #section, before the code arrived stays there.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    if (hydrated) document.documentElement.dataset.account = user ? 'in' : 'out';
  }, [hydrated, user]);

  return offer;
}
