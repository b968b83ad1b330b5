import { HELD_SUBMIT_SCRIPT } from '@/lib/inline/minified.mjs';

export function HeldSubmitScript() {
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: HELD_SUBMIT_SCRIPT }} />;
}
