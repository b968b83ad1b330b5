import { siteConfig } from '@/lib/content/site';
import { AccountLinks } from './account-links';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="container-content relative flex h-(--header-height) items-center justify-between gap-6">
        <Logo name={siteConfig.name} />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks links={siteConfig.nav} className="flex items-center gap-7" />
        </nav>
        <AccountLinks className="hidden lg:flex" />
        <MobileNav links={siteConfig.nav} />
      </div>
    </HeaderShell>
  );
}
