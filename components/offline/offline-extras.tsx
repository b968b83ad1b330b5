'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { offline as copy } from '@/content/offline';
import { installHintSeen, rememberInstallHint, type InstallPromptEvent } from '@/lib/offline/install-hint';
import { BUILD_META } from '@/lib/offline/offline-routes.mjs';
import { registerWorker } from '@/lib/offline/register';

const PANEL =
  'fixed inset-x-3 bottom-3 z-50 mx-auto grid max-w-xl gap-3 rounded-card border border-gold/40 bg-surface p-5 text-sm shadow-lg';

/** Loaded once the page is idle: registers the worker, then offers a new version and the install hint. */
export function OfflineExtras() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [dismissedUpdate, setDismissedUpdate] = useState(false);
  const [installPrompt, setInstallPrompt] = useState<InstallPromptEvent | null>(null);
  const [answeredInstall, setAnsweredInstall] = useState(false);

  useEffect(() => {
    // Only a page stamped by the worker's build step registers it (docs/offline.md: the kill switch).
    const stamped = document.querySelector(`meta[name="${BUILD_META}"]`) !== null;
    return 'serviceWorker' in navigator && stamped ? registerWorker((next) => setApply(() => next)) : undefined;
  }, []);
  // Where the browser offers to install the site (Chromium), its own hint replaces the browser's
  // banner, once. If the offer came before this loaded, the browser's own install UI stays.
  useEffect(() => {
    const onInstallPrompt = (event: Event) => {
      if (installHintSeen()) return;
      event.preventDefault();
      setInstallPrompt(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onInstallPrompt);
    // Marks the page as listening (the e2e tests wait for it, as they wait for data-hydrated).
    document.documentElement.dataset.offlineReady = '';
    return () => window.removeEventListener('beforeinstallprompt', onInstallPrompt);
  }, []);
  // Offered once: remembered as soon as it is shown, whether it is answered or not.
  useEffect(() => {
    if (installPrompt) rememberInstallHint();
  }, [installPrompt]);

  if (apply && !dismissedUpdate) {
    // A polite status: it never takes focus or interrupts typing; Reload is the visitor's choice.
    return (
      <section role="status" aria-label={copy.update.message} className={PANEL}>
        <p className="font-medium text-foreground">{copy.update.message}</p>
        <p className="text-muted-foreground">{copy.update.detail}</p>
        <div className="flex gap-3">
          <Button size="sm" onClick={apply}>
            {copy.update.reload}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDismissedUpdate(true)}>
            {copy.update.later}
          </Button>
        </div>
      </section>
    );
  }

  if (installPrompt && !answeredInstall) {
    const answer = (add: boolean) => {
      setAnsweredInstall(true);
      if (add) void installPrompt.prompt().catch(() => {});
    };
    return (
      <section role="status" aria-label={copy.install.add} className={PANEL}>
        <p className="text-foreground">{copy.install.message}</p>
        <div className="flex gap-3">
          <Button size="sm" onClick={() => answer(true)}>
            {copy.install.add}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => answer(false)}>
            {copy.install.dismiss}
          </Button>
        </div>
      </section>
    );
  }
  return null;
}
