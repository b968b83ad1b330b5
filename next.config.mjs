import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The icon sprite's address names its drawings, so it is cached for good and a change is a new file.
const iconsVersion = createHash('sha256')
  .update(readFileSync(new URL('./components/icons/drawings.ts', import.meta.url)))
  .update(readFileSync(new URL('./node_modules/lucide-static/package.json', import.meta.url)))
  .digest('hex')
  .slice(0, 10);

/** @type {import('next').NextConfig} */
const nextConfig = {
  env: { NEXT_PUBLIC_ICONS_VERSION: iconsVersion },
  output: 'export',
  // EXPORT_DIR (default out/) names the export's folder, so a second build (the plain one that
  // e2e's smoke run tests, docs/paint-first.md) does not overwrite the first. With output: 'export'
  // a custom distDir is where the export goes; the build's own files stay in .next/.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
