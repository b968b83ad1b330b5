import { YEAR_ID } from '@/lib/inline/current-year';
import { mumbaiYear } from '@/lib/time/mumbai';

export function CurrentYear() {
  return (
    <span id={YEAR_ID} suppressHydrationWarning>
      {mumbaiYear()}
    </span>
  );
}
