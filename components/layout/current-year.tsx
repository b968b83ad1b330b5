import { YEAR_ID } from '@/lib/inline/current-year';
import { mumbaiYear } from '@/lib/time/mumbai';

/** The year at build time; the body-end script writes Mumbai's year of the visit over it. */
export function CurrentYear() {
  return (
    <span id={YEAR_ID} suppressHydrationWarning>
      {mumbaiYear()}
    </span>
  );
}
