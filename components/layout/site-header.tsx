import { content } from '@/lib/content';
import { SITE_HEADER_ID } from '@/lib/shell/shell-ids';
import { AccountLinks } from './account-links';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';

/** Server-rendered; ShellBehaviour sets data-scrolled (glass after scrolling) once JavaScript runs. */
export function SiteHeader() {
  return (
    <header
      id={SITE_HEADER_ID}
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,border-color,backdrop-filter] duration-300 data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/75 data-[scrolled=true]:backdrop-blur-xl"
    >
      <div className="relative container-content flex h-(--header-height) items-center justify-between gap-6">
        <Logo name={content.site.name} />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks links={content.site.nav} className="flex items-center gap-7" />
        </nav>
        <AccountLinks className="hidden lg:flex" />
        <MobileNav links={content.site.nav} />
      </div>
    </header>
  );
}
