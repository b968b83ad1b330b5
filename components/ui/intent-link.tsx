'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A `next/link` that prefetches its page when the visitor reaches for it (a pointer over it, a
 * finger on it, keyboard focus), not when it scrolls into view. Viewport prefetching fetches every
 * visible link's page data and code while the page itself is still loading, on the same slow
 * network and the same busy main thread (docs/main-thread.md).
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => {
    if (href.startsWith('/')) router.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
