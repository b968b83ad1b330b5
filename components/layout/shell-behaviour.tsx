'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { markShellLive } from '@/lib/hydration';
import { hasOutbox } from '@/lib/requests/outbox-key';
import { GLASS_THRESHOLD_PX, MOBILE_MENU_ID, SITE_HEADER_ID } from '@/lib/shell/shell-ids';
import { useAuthSession } from '@/lib/stores/use-auth-session';

const menu = () => document.getElementById(MOBILE_MENU_ID);
/** Closes the menu as a page change does: focus leaves with it (no return to the menu button). */
const closeMenu = () => {
  const element = menu();
  if (!element?.matches(':popover-open')) return;
  if (document.activeElement instanceof HTMLElement && element.contains(document.activeElement)) {
    document.activeElement.blur();
  }
  element.hidePopover();
};

/**
 * The layout's one client leaf; it renders nothing. The header, menu and account links are
 * server-rendered and work natively; this adds what only a script can: the header's glass on
 * scroll, aria-expanded on the menu button, closing the menu on client-side navigation, scrolling
 * to the top on every route change, retrying undelivered requests, the account pair from the account store, and
 * <html data-hydrated> once the page's hydration islands are live too (lib/hydration.ts).
 */
export function ShellBehaviour() {
  const pathname = usePathname();
  const { hydrated, user } = useAuthSession();

  // Requests this browser could not deliver yet are retried on every visit (docs/requests.md).
  useEffect(() => {
    if (hasOutbox()) void import('@/lib/requests/outbox').then((module) => module.startOutbox()).catch(() => {});
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

  useEffect(() => {
    closeMenu();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    if (hydrated) document.documentElement.dataset.account = user ? 'in' : 'out';
  }, [hydrated, user]);

  return null;
}
