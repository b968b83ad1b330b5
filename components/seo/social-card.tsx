import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { content } from '@/lib/content';
import { SOCIAL_CARD } from '@/lib/metadata';

// The branded 1200x630 social card (Open Graph and Twitter), rendered once at build time.

const fontFile = (weight: number) =>
  readFile(
    path.join(
      process.cwd(),
      `node_modules/@fontsource/playfair-display/files/playfair-display-latin-${weight}-normal.woff`,
    ),
  );

export async function renderSocialCard() {
  const [display] = await Promise.all([fontFile(600)]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 84px',
        color: '#f5f1e8',
        background: 'radial-gradient(circle at 78% 18%, #24314f 0%, #121a2e 38%, #0b1020 75%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="15" fill="none" stroke="#c9a35b" strokeWidth="1.25" />
          <path d="M8 11h4.2L16 20.5 19.8 11H24l-6.3 13h-3.4L8 11Z" fill="#c9a35b" />
        </svg>
        <div style={{ fontFamily: 'Playfair', fontSize: 40, letterSpacing: 1 }}>{content.site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontFamily: 'Playfair', fontSize: 84, lineHeight: 1.05, maxWidth: 900 }}>
          {content.site.tagline}
        </div>
        <div style={{ width: 120, height: 2, background: '#c9a35b' }} />
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#a9b1c6', letterSpacing: 4, textTransform: 'uppercase' }}>
        Private jet charter · {content.site.city} · 24/7
      </div>
    </div>,
    {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      fonts: [{ name: 'Playfair', data: display, weight: 600, style: 'normal' }],
    },
  );
}
