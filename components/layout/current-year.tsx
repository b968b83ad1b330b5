import { MUMBAI_OFFSET_MS, mumbaiYear } from '@/lib/time/mumbai';

const YEAR_ID = 'footer-year';

// Runs as the footer parses, so a page built in December reads right on 1 January; no React for one number.
const YEAR_SCRIPT = `document.getElementById(${JSON.stringify(YEAR_ID)}).textContent=new Date(Date.now()+${MUMBAI_OFFSET_MS}).getUTCFullYear()`;

export function CurrentYear() {
  return (
    <>
      <span id={YEAR_ID} suppressHydrationWarning>
        {mumbaiYear()}
      </span>
      {/* A constant of our own (no data from anywhere), hashed into each page's CSP by the post-build step. */}
      {/* eslint-disable-next-line react/no-danger */}
      <script dangerouslySetInnerHTML={{ __html: YEAR_SCRIPT }} />
    </>
  );
}
