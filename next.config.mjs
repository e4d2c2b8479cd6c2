// Static export: every route is pre-rendered to out/ and served by any static host or CDN.
// Redirects and headers cannot live here under `output: 'export'`; scripts/postbuild.ts writes
// them for the hosts from content/redirects.ts.
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // `/company/` exports as `company/index.html`, which every static host resolves.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // Each language is a route group with a root layout of its own (app/(site)/ English,
  // app/(hi)/ Hindi), so <html lang> is right in every exported page. With more than one root
  // layout the 404 page is app/global-not-found.tsx, a whole document of its own.
  experimental: { globalNotFound: true },
  // `next build` type-checks the sources again. TYPES_CHECKED=1 skips that where these very
  // sources were checked: the two builds of `npm test`, which checks the types once with tsc over
  // the whole project (scripts/test.ts), and the content editor's e2e build of a copy of the
  // checkout that differs from it only in content files (tests/e2e/support/cms-sandbox.ts).
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  sassOptions: {
    loadPaths: ['node_modules'],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
};

/**
 * The dev server's rewrites: a static host answers a folder's address with its index.html
 * (`/admin/` is public/admin/index.html, the content editor), `next dev` only serves files by
 * their own name. Only under `next dev` (`npm run dev`, `npm run cms`): the export has none.
 */
export const devRewrites = [{ source: '/admin/', destination: '/admin/index.html' }];

/** @param {string} phase */
export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return { ...nextConfig, rewrites: async () => devRewrites };
}
