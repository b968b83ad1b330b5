import { markFirstInput } from './engagement-mark';
import { holdEarlyPresses } from './press-holder';
import { hintStoredSession } from './session-hint';

/** The layout's inline script in <head>: one script, so each page's CSP carries one hash for both. */
export function runInHead(): void {
  hintStoredSession();
  markFirstInput();
  holdEarlyPresses();
}
