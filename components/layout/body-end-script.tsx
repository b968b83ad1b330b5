import { BODY_END_SCRIPT } from '@/lib/inline/minified.mjs';

export function BodyEndScript() {
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: BODY_END_SCRIPT }} />;
}
