import { Activity, use, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { IslandMark } from '@/components/layout/island-mark';
import { afterPaint } from '@/lib/after-paint';
import { whenEngaged } from '@/lib/engagement';
import { dropHeldSubmit, holdSubmit } from '@/lib/held-submit';
import type { Loader } from '@/lib/on-use';
import { LOAD_FAILED_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';
import { showConnectionError } from '@/lib/toast';

// A file of its own: every page's layout carries lib/on-use.ts; only a page with such a part pays for this.

// What makes React hydrate a part at once, in the event's own task (a tap, a key, a paste), and a
// submit: each starts the part's load at once.
const FIRST_USE =
  'focusin pointerdown pointerup mousedown mouseup click touchstart touchend keydown keypress keyup textInput input change paste submit'.split(
    ' ',
  );

type ServerPartOptions = {
  /**
   * "engaged" (the default): also once the visitor has made a first input anywhere and the page is
   * idle, or the address holds state, and `<html data-hydrated>` waits for it. "use": on the part's
   * own first use only, and the page is live without it (the footer's newsletter, on every page).
   */
  load?: 'engaged' | 'use';
};

/**
 * A part the server renders whole and the browser hydrates late (a form and react-hook-form with
 * it). Until its code is in it is the page's plain HTML, as before hydration: what is typed stays
 * and a submit is held, then made once when it is live, or answered with the connection message if
 * the code cannot arrive (docs/forms-before-javascript.md). The code loads at once on the part's
 * own first focus, touch, input or submit, when its HTML is not in the page (reached by a link), or
 * when an update needs the part hydrated (a navigation);
 * by default also once the visitor has made a first input anywhere and the page is idle, or when the
 * address holds state, and `<html data-hydrated>` waits for it. `name` marks its HTML.
 */
export function serverPart<P extends object>(
  name: string,
  loader: Loader<ComponentType<P>>,
  { load = 'engaged' }: ServerPartOptions = {},
) {
  // Settles on success only, so a failed fetch leaves the server's HTML in place; a failure is
  // fetched again on the part's next first-use event or when the connection returns.
  let arrive: (component: ComponentType<P>) => void = () => {};
  const arrived = new Promise<ComponentType<P>>((resolve) => (arrive = resolve));
  const start = () => void loader().then(arrive, () => window.addEventListener('online', start, { once: true }));
  // A tap or key only asks for the code: starting its fetch costs some 35 ms at 4x CPU, after the paint.
  const startAfterPaint = () => loader.peek() || afterPaint(start);
  // A submit made before the code is in is kept (lib/held-submit.ts) and made once the form is live.
  // Offline, the form says it is kept; a code that cannot arrive is "not sent" (reload, or call).
  const answer = (form: HTMLFormElement) => {
    start();
    loader().catch(() => {
      if (!navigator.onLine) return form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, 'offline');
      document.documentElement.setAttribute(LOAD_FAILED_ATTRIBUTE, '');
      void showConnectionError();
    });
  };
  const engaged = load === 'engaged';

  type Tries = { count: number };

  type CodeProps = { props: P; live: RefObject<boolean>; box: RefObject<HTMLDivElement | null>; tries: Tries };

  function Code({ props, live, box, tries }: CodeProps) {
    const ready = loader.peek();
    // React tries to hydrate the part once with the page; tried again before its code is in, an
    // update needs it (a navigation changes the router's context above it, and waits): fetch it now.
    if (typeof window !== 'undefined' && !ready && ++tries.count > 1) start();
    // Marked fulfilled as React marks a promise it has read: a part rendered after its code is in does not suspend.
    if (ready) Object.assign(arrived, { status: 'fulfilled', value: ready });
    const Component = use(typeof window === 'undefined' ? loader() : arrived);
    useEffect(() => {
      live.current = true;
      dropHeldSubmit(box.current);
    }, [live, box]);
    return <Component {...props} />;
  }

  function ServerPart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const [tries] = useState<Tries>(() => ({ count: 0 }));
    if (typeof window !== 'undefined') {
      // These only fetch, so a repeat on another render is harmless.
      if (!document.querySelector(`[data-server-part="${name}"]`)) start();
      if (engaged && window.location.search.length > 1) start();
    }
    useEffect(() => {
      if (engaged) whenEngaged(start);
      // Used before the page was live: a submit the inline loader held, or the focus already in it.
      const held = box.current?.querySelector<HTMLFormElement>(`form[${PENDING_SUBMIT_ATTRIBUTE}]`);
      if (held) answer(held);
      else if (box.current?.contains(document.activeElement)) start();
      // On the window, ahead of React's own listeners: React hands no event to a part that has not
      // hydrated yet, and stops a focus there from reaching any other listener until it has.
      const onFirstUse = (event: Event) => {
        const { target } = event;
        if (!(target instanceof Node) || !box.current?.contains(target)) return;
        if (event.type === 'submit' && !live.current && target instanceof HTMLFormElement) {
          // Held, then made once when the form is live (lib/forms/fields-on-screen.ts), as the inline
          // loader holds a submit made before the page is.
          holdSubmit(target);
          return answer(target);
        }
        startAfterPaint();
        // Until the part is live its fields are the browser's: React would finish hydrating the whole
        // part in this event's task, and the form adopts what its fields hold once it is live.
        if (!live.current && target instanceof Element && target.closest('input,textarea')) event.stopPropagation();
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
          <Code props={props} live={live} box={box} tries={tries} />
          {engaged ? <IslandMark /> : null}
        </Activity>
      </div>
    );
  }
  return ServerPart;
}
