import { HELD_SUBMIT_SCRIPT } from '@/lib/inline/minified.mjs';

/** After a request form: a submit held for its code survives a reload (lib/inline/held-submit-keeper.ts). */
export function HeldSubmitScript() {
  // A constant of our own, hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: HELD_SUBMIT_SCRIPT }} />;
}
