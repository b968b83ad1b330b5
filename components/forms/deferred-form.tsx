'use client';

import { Activity, lazy, useEffect, useRef, type ComponentType } from 'react';
import { IslandMark } from '@/components/layout/island-mark';
import { useWhenIdle } from '@/lib/forms/when-idle';
import { withRetries } from '@/lib/lazy-import';

// What a visitor does first with a form: each of these starts the load if idle has not yet.
const FIRST_USE = ['focusin', 'pointerdown', 'input', 'submit'] as const;

// Set once the page's first hydration is done (lib/hydration.ts); read here, not exported from
// there, so the layout's chunk on every page stays as it was.
const pageIsLive = () => document.documentElement.hasAttribute('data-hydrated');

/**
 * A form whose code (react-hook-form with it) is not in the page's first load. The server renders
 * it whole, so until its code arrives it is the page's plain HTML, as before hydration: what is
 * typed stays in the fields and a submit is held (docs/forms-before-javascript.md). Its code loads
 * once the page is idle, or at once on the form's first focus, touch, input or submit, and then the
 * form hydrates where it stands. `<html data-hydrated>` waits for it.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  let start = () => {};
  const loaded = new Promise<{ default: ComponentType<P> }>((resolve) => {
    let loading = false;
    start = () => {
      if (loading) return;
      loading = true;
      // Retried with back-off; if it still fails, the next focus, touch or input fetches again.
      withRetries(load)().then(
        (component) => resolve({ default: component }),
        () => (loading = false),
      );
    };
  });
  const Form = lazy(() =>
    typeof window === 'undefined' ? load().then((component) => ({ default: component })) : loaded,
  ) as unknown as ComponentType<P>;
  const begin = () => start();

  function DeferredForm(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Reached by a link, not hydrating the page's own HTML: nothing to wait for, and nothing shows
    // until the form's code is in (it only fetches, so a repeat on another render is harmless).
    if (typeof window !== 'undefined' && pageIsLive()) start();
    useWhenIdle(begin);
    useEffect(() => {
      const element = box.current;
      for (const type of FIRST_USE) element?.addEventListener(type, begin, { capture: true, passive: true });
      return () => {
        for (const type of FIRST_USE) element?.removeEventListener(type, begin, { capture: true });
      };
    }, []);
    return (
      // Native listeners: React hands no event to a part that has not hydrated yet.
      <div ref={box} className="contents">
        {/* Not <Suspense>: the server would write the form out of order, unseen without JavaScript.
            The server waits for the form here; in the browser the boundary stays the server's HTML
            until the form's code is in. */}
        <Activity mode="visible">
          <Form {...props} />
          <IslandMark />
        </Activity>
      </div>
    );
  }
  return DeferredForm;
}
