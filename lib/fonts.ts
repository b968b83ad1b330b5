import localFont from 'next/font/local';

// next/font/google needs the internet at build time, so the fonts are self-hosted: the variable
// @fontsource-variable files cut to the characters and weights (400-600) the site sets, by
// scripts/subset-fonts.mjs. next/font sizes a local fallback to each font's metrics, so the text
// does not move when the font swaps in. `src` is relative to this file.
export const inter = localFont({
  src: './font-files/inter-400-600.woff2',
  variable: '--font-inter',
  weight: '400 600',
  display: 'swap',
});

export const playfair = localFont({
  src: './font-files/playfair-display-400-600.woff2',
  variable: '--font-playfair',
  weight: '400 600',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
});
