import { Activity, use, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { IslandMark } from '@/components/layout/island-mark';
import { afterPaint } from '@/lib/after-paint';
import { whenEngaged } from '@/lib/engagement';
import { dropHeldSubmit, holdSubmit } from '@/lib/held-submit';
import type { Loader } from '@/lib/on-use';
import { LOAD_FAILED_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';
import { showConnectionError } from '@/lib/toast';

// What makes React hydrate a part at once, in the event's own task (a tap, a key, a paste), and a submit.
const FIRST_USE =
  'focusin pointerdown pointerup mousedown mouseup click touchstart touchend keydown keypress keyup textInput input change paste submit'.split(
    ' ',
  );

type ServerPartOptions = {
  load?: 'engaged' | 'use';
};

// A part the server renders whole and the browser hydrates late (a form and react-hook-form with it).
export function serverPart<P extends object>(
  name: string,
  loader: Loader<ComponentType<P>>,
  { load = 'engaged' }: ServerPartOptions = {},
) {
  // Settles on success only, so a failed fetch leaves the server's HTML in place.
  let arrive: (component: ComponentType<P>) => void = () => {};
  const arrived = new Promise<ComponentType<P>>((resolve) => (arrive = resolve));
  const start = () => void loader().then(arrive, () => window.addEventListener('online', start, { once: true }));
  // A tap or key only asks for the code: starting its fetch costs some 35 ms at 4x CPU, after the paint.
  const startAfterPaint = () => loader.peek() || afterPaint(start);
  // A submit made before the code is in is kept (lib/held-submit.ts) and made once the form is live.
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
    // React tries to hydrate the part once with the page; tried again before its code is in, an update needs it.
    if (typeof window !== 'undefined' && !ready && ++tries.count > 1) start();
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
      const held = box.current?.querySelector<HTMLFormElement>(`form[${PENDING_SUBMIT_ATTRIBUTE}]`);
      if (held) answer(held);
      else if (box.current?.contains(document.activeElement)) start();
      // On the window, ahead of React's own listeners: React hands no event to a part that has not hydrated yet.
      const onFirstUse = (event: Event) => {
        const { target } = event;
        if (!(target instanceof Node) || !box.current?.contains(target)) return;
        if (event.type === 'submit' && !live.current && target instanceof HTMLFormElement) {
          holdSubmit(target);
          return answer(target);
        }
        startAfterPaint();
        // Until the part is live its fields are the browser's.
        if (!live.current && target instanceof Element && target.closest('input,textarea')) event.stopPropagation();
      };
      for (const type of FIRST_USE) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
      return () => {
        for (const type of FIRST_USE) window.removeEventListener(type, onFirstUse, { capture: true });
      };
    }, []);
    return (
      <div ref={box} data-server-part={name} className="contents">
        {/* Not <Suspense>: the server would write the part out of order, unseen without JavaScript. */}
        <Activity mode="visible">
          <Code props={props} live={live} box={box} tries={tries} />
          {engaged ? <IslandMark /> : null}
        </Activity>
      </div>
    );
  }
  return ServerPart;
}
