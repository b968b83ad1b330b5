import type { MetadataRoute } from 'next';
import { content } from '@/lib/content';

export const dynamic = 'force-static';

// Installable (docs/offline.md): a name, a start URL inside the worker's scope, and PNG icons of
// 192 and 512 px with a maskable one (drawn by scripts/make-icons.mjs).
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: content.site.name,
    short_name: content.site.name,
    description: content.site.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
