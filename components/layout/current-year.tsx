import { MUMBAI_OFFSET_MS, mumbaiYear } from '@/lib/time/mumbai';

const YEAR_ID = 'footer-year';

// Runs as the footer is parsed (its hash is in each page's CSP): the exported HTML carries the
// build's year, and this swaps in the year in Mumbai when the page is viewed, so a page built in
// December reads correctly on 1 January. No React: nothing to download or hydrate for one number.
const YEAR_SCRIPT = `document.getElementById(${JSON.stringify(YEAR_ID)}).textContent=new Date(Date.now()+${MUMBAI_OFFSET_MS}).getUTCFullYear()`;

/** The year in Mumbai when the page is viewed (the build's year without JavaScript). */
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
