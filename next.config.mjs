/** @type {import('next').NextConfig} */
const nextConfig = {
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
