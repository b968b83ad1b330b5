import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { BodyEndScript } from '@/components/layout/body-end-script';
import { HeadScript } from '@/components/layout/head-script';
import { LoadFailedNotice } from '@/components/layout/load-failed-notice';
import { ShellBehaviour } from '@/components/layout/shell-behaviour';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { WhatsAppFab } from '@/components/layout/whatsapp-fab';
import { JsonLd } from '@/components/seo/json-ld';
import { LazyToaster } from '@/components/ui/toaster';
import { content } from '@/lib/content';
import { inter, playfair } from '@/lib/fonts';
import { PHOTO_CDN } from '@/lib/photo-cdn.mjs';
import { siteGraph } from '@/lib/seo/structured-data';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(content.site.url),
  title: { default: `${content.site.name}: private jet charter from Mumbai`, template: `%s | ${content.site.name}` },
  description: content.site.description,
  applicationName: content.site.name,
};

export const viewport: Viewport = { themeColor: '#0b1020', colorScheme: 'dark' };

export default function RootLayout({ children }: { children: ReactNode }) {
  preconnect(PHOTO_CDN);
  return (
    // suppressHydrationWarning: the head script may set data-account on <html> before React hydrates.
    <html lang="en-IN" className={`${inter.variable} ${playfair.variable}`} suppressHydrationWarning>
      <head>
        <HeadScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <JsonLd id="site-jsonld" data={siteGraph()} />
        <a
          href="#main"
          className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-gold px-5 py-3 text-sm font-semibold text-gold-foreground transition-transform focus:translate-y-0"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <WhatsAppFab />
        <LazyToaster />
        <ShellBehaviour />
        <LoadFailedNotice />
        <BodyEndScript />
      </body>
    </html>
  );
}
