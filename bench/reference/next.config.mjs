// The bench's reference page: a bare Next.js static export of one server-rendered page, the floor
// every route of the site is measured against (scripts/bench.mjs builds it into out/ here).
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  poweredByHeader: false,
};

export default nextConfig;
