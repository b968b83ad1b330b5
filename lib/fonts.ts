import localFont from 'next/font/local';

// Self-hosted (subset by scripts/subset-fonts.mjs): next/font/google needs the internet at build time.
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
