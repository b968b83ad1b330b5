'use client';

import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/utils';

export type NavLink = { label: string; href: string };

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isCurrentPath(pathname: string | null, href: string) {
  return withoutTrailingSlash(pathname ?? '') === withoutTrailingSlash(href);
}

type NavLinksProps = { links: NavLink[]; className?: string; linkClassName?: string };

export function NavLinks({ links, className, linkClassName = 'text-sm' }: NavLinksProps) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = isCurrentPath(pathname, link.href);
        return (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'relative inline-flex items-center font-medium transition-colors duration-200 hover:text-gold-hover',
                current ? 'text-gold' : 'text-foreground/90',
                linkClassName,
              )}
            >
              {link.label}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
