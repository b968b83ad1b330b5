/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // No image optimiser exists in a static export: Unsplash's CDN resizes through our loader.
  images: { loader: 'custom', loaderFile: './lib/unsplash-loader.ts' },
};

export default nextConfig;
