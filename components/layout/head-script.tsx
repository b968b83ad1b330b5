import { HEAD_SCRIPT } from '@/lib/inline/minified.mjs';

// Before the first paint: the stored-session hint and the first-input mark (lib/inline/head-script.ts).
export function HeadScript() {
  // A constant of our own, hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />;
}
