import { BODY_END_SCRIPT } from '@/lib/inline/minified.mjs';

/** After the footer: writes the year of the visit and loads the offline worker (lib/inline/body-end-script.ts). */
export function BodyEndScript() {
  // A constant of our own, hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: BODY_END_SCRIPT }} />;
}
