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
  sassOptions: {
    loadPaths: ['node_modules'],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
};

export default nextConfig;
