import { MUMBAI_OFFSET_MS } from '@/lib/time/mumbai-date';

export const YEAR_ID = 'footer-year';

// Writes Mumbai's year into the footer before the first paint, so a page built in December reads right on 1 January.
export function writeYear(): void {
  document.getElementById(YEAR_ID)!.textContent = `${new Date(Date.now() + MUMBAI_OFFSET_MS).getUTCFullYear()}`;
}
