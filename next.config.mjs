// Static export: every route is pre-rendered to out/ and served by any static host or CDN.
// Redirects and headers cannot live here under `output: 'export'`; scripts/postbuild.ts writes
// them for the hosts from content/redirects.ts.

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // `/company/` exports as `company/index.html`, which every static host resolves.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // `npm test` checks the types once, with tsc over the whole project (scripts/test.ts), and sets
  // TYPES_CHECKED=1 for its builds so they skip Next's second pass over the same files.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  sassOptions: {
    loadPaths: ['node_modules'],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
};

export default nextConfig;
