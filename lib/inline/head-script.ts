import { markFirstInput } from './engagement-mark';
import { holdEarlyPresses } from './press-holder';
import { hintStoredSession } from './session-hint';

export function runInHead(): void {
  hintStoredSession();
  markFirstInput();
  holdEarlyPresses();
}
