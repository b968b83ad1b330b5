import { Activity, use, useEffect, useRef, type ComponentType } from 'react';
import { IslandMark } from '@/components/layout/island-mark';
import { useWhenEngaged } from '@/lib/forms/when-engaged';
import type { Loader } from '@/lib/on-use';

// A file of its own: every page's layout carries lib/on-use.ts; only a page with such a part pays for this.

// What a visitor does first with a form: each of these starts the load at once.
const FIRST_USE = ['focusin', 'pointerdown', 'input', 'submit'] as const;

/**
 * A part the server renders whole and the browser hydrates late (a form and react-hook-form with
 * it). Until its code is in it is the page's plain HTML, as before hydration: what is typed stays
 * and a submit is held (docs/forms-before-javascript.md). The code loads once the visitor has made
 * a first input anywhere and the page is idle, at once on the part's own first focus, touch, input
 * or submit, or at once when its HTML is not in the page (reached by a link) or the address holds
 * state. `<html data-hydrated>` waits for it. `name` marks its HTML.
 */
export function serverPart<P extends object>(name: string, loader: Loader<ComponentType<P>>) {
  // Settles on success only, so a failed fetch leaves the server's HTML in place; a failure is
  // fetched again on the part's next first-use event or when the connection returns.
  let arrive: (component: ComponentType<P>) => void = () => {};
  const arrived = new Promise<ComponentType<P>>((resolve) => (arrive = resolve));
  const start = () => void loader().then(arrive, () => window.addEventListener('online', start, { once: true }));

  function Code(props: P) {
    const ready = loader.peek();
    // Marked fulfilled as React marks a promise it has read: a part rendered after its code is in does not suspend.
    if (ready) Object.assign(arrived, { status: 'fulfilled', value: ready });
    const Component = use(typeof window === 'undefined' ? loader() : arrived);
    return <Component {...props} />;
  }

  function ServerPart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    if (typeof window !== 'undefined') {
      // These only fetch, so a repeat on another render is harmless.
      if (!document.querySelector(`[data-server-part="${name}"]`)) start();
      if (window.location.search.length > 1) start();
    }
    useWhenEngaged(start);
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
      <div ref={box} data-server-part={name} className="contents">
        {/* Not <Suspense>: the server would write the part out of order, unseen without JavaScript.
            In the browser the boundary stays the server's HTML until the code is in. */}
        <Activity mode="visible">
          <Code {...props} />
          <IslandMark />
        </Activity>
      </div>
    );
  }
  return ServerPart;
}
