import localFont from 'next/font/local';

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
