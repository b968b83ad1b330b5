import { content } from '@/lib/content';
import { SITE_HEADER_ID } from '@/lib/shell/shell-ids';
import { AccountLinks } from './account-links';
import { BookLink, CallLink } from './header-actions';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';

export function SiteHeader() {
  const { site } = content;
  return (
    <header
      id={SITE_HEADER_ID}
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,border-color,backdrop-filter] duration-300 data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/75 data-[scrolled=true]:backdrop-blur-xl"
    >
      <div className="hidden border-b border-border lg:block">
        <div className="container-content flex h-(--header-strip-height) items-center justify-between gap-6">
          <nav aria-label={site.header.urgentLabel}>
            <NavLinks links={site.header.urgent} className="flex items-center gap-6" linkClassName="text-xs" />
          </nav>
          <CallLink copy={site.header} phone={site.phone} />
        </div>
      </div>
      <div className="relative container-content flex h-(--header-bar-height) items-center justify-between gap-3 lg:gap-6">
        <Logo name={site.name} textClassName="text-lg sm:text-xl" />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks links={site.nav} className="flex items-center gap-5 xl:gap-7" />
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-3">
          <div className="lg:hidden">
            <CallLink copy={site.header} phone={site.phone} compact />
          </div>
          <BookLink copy={site.header} />
          <AccountLinks className="hidden lg:flex" />
          <MobileNav links={site.nav} urgent={site.header.urgent} />
        </div>
      </div>
    </header>
  );
}
