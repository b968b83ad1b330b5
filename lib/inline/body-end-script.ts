import { writeYear } from './current-year';
import { loadWorkerWhenIdle } from './offline-loader';

export function runAtBodyEnd(): void {
  writeYear();
  loadWorkerWhenIdle();
}
