import { writeYear } from './current-year';
import { loadWorkerWhenIdle } from './offline-loader';

/**
 * The layout's inline script at the end of <body>, after the footer's year: one script, so each
 * page's CSP carries one hash for both.
 */
export function runAtBodyEnd(): void {
  writeYear();
  loadWorkerWhenIdle();
}
