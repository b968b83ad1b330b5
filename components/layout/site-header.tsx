import { content } from '@/lib/content';
import { AccountLinks } from './account-links';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="container-content relative flex h-(--header-height) items-center justify-between gap-6">
        <Logo name={content.site.name} />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks links={content.site.nav} className="flex items-center gap-7" />
        </nav>
        <AccountLinks className="hidden lg:flex" />
        <MobileNav links={content.site.nav} />
      </div>
    </HeaderShell>
  );
}
