'use client';

import { Activity, lazy, useEffect, useRef, type ComponentType } from 'react';
import { IslandMark } from '@/components/layout/island-mark';
import { useWhenEngaged } from '@/lib/forms/when-engaged';
import { withRetries } from '@/lib/lazy-import';

// What a visitor does first with a form: each of these starts the load at once.
const FIRST_USE = ['focusin', 'pointerdown', 'input', 'submit'] as const;

/**
 * A form whose code (react-hook-form with it) is not in the page's first load. The server renders
 * it whole, so until its code arrives it is the page's plain HTML, as before hydration: what is
 * typed stays in the fields and a submit is held (docs/forms-before-javascript.md). Its code loads
 * once the visitor has made a first input anywhere and the page is idle (lib/engagement.ts), or at
 * once on the form's first focus, touch, input or submit, and then the form hydrates where it
 * stands. `<html data-hydrated>` waits for it. `name` marks the form's HTML, so a render that finds
 * none (a link's) loads at once.
 */
export function deferredForm<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let start = () => {};
  const loaded = new Promise<{ default: ComponentType<P> }>((resolve) => {
    let loading = false;
    start = () => {
      if (loading) return;
      loading = true;
      // Retried with back-off; if it still fails, the connection's return or the next focus, touch
      // or input fetches again, so a submit held offline goes out with no other touch.
      withRetries(load)().then(
        (component) => resolve({ default: component }),
        () => {
          loading = false;
          window.addEventListener('online', start, { once: true });
        },
      );
    };
  });
  const Form = lazy(() =>
    typeof window === 'undefined' ? load().then((component) => ({ default: component })) : loaded,
  ) as unknown as ComponentType<P>;
  const begin = () => start();

  function DeferredForm(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Reached by a link, the form's HTML is not in the page: nothing to wait for, and nothing shows
    // until its code is in (this only fetches, so a repeat on another render is harmless).
    if (typeof window !== 'undefined' && !document.querySelector(`[data-deferred-form="${name}"]`)) start();
    // An address that holds a trip (a shared link, a hand-over) is shown without waiting for input.
    if (typeof window !== 'undefined' && window.location.search.length > 1) start();
    useWhenEngaged(begin);
    useEffect(() => {
      // On the window, ahead of React's own listeners: React hands no event to a part that has not
      // hydrated yet, and stops a focus there from reaching any other listener until it has.
      const onFirstUse = (event: Event) => {
        if (event.target instanceof Node && box.current?.contains(event.target)) start();
      };
      for (const type of FIRST_USE) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
      return () => {
        for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, { capture: true });
      };
    }, []);
    return (
      <div ref={box} data-deferred-form={name} className="contents">
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
