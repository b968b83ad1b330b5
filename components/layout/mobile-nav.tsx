import { MenuIcon } from '@/components/icons/lucide/menu';
import { XIcon } from '@/components/icons/lucide/x';
import { MOBILE_MENU_ID } from '@/lib/shell/shell-ids';
import { AccountLinks } from './account-links';
import { NavLinks, type NavLink } from './nav-links';

// A native popover, so it works without JavaScript; named apart from "Main" so each landmark has its own name.
export function MobileNav({ links, urgent }: { links: NavLink[]; urgent: NavLink[] }) {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-white/10"
      >
        <MenuIcon aria-hidden className="menu-closed-only size-6" />
        <XIcon aria-hidden className="menu-open-only size-6" />
        <span className="menu-closed-only sr-only">Open menu</span>
        <span className="menu-open-only sr-only">Close menu</span>
      </button>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Main menu"
        className="inset-x-0 top-(--header-height) bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--header-height))] w-full overflow-y-auto border-0 border-b border-border bg-background/95 px-5 pt-2 pb-6 text-foreground backdrop-blur-xl lg:hidden"
      >
        <NavLinks links={links} className="grid" linkClassName="w-full border-b border-border py-4 text-base" />
        <NavLinks
          links={urgent}
          className="mt-5 flex flex-wrap gap-2"
          linkClassName="h-11 rounded-full border border-gold/40 px-4 text-sm"
        />
        <AccountLinks className="mt-6" pairClassName="justify-stretch [&>*]:flex-1" />
      </nav>
    </div>
  );
}
