import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // The files Next's configs give these plugins to (a .cjs file, such as
    // .dependency-cruiser.cjs, gets ESLint's own checks only).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'react/jsx-no-target-blank': 'error',
      'jsx-a11y/anchor-is-valid': 'error',
      '@next/next/no-img-element': 'off',
      // Internal links are plain <a>: full page loads of static HTML, no next/link router code
      // or RSC prefetches (keeps every page under the 140 KB JS budget).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-e2e/**',
      'out.parked/**', // out/ while scripts/build-e2e.ts builds
      'public/admin/**', // the content editor's bundle, copied from node_modules at build
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.wrangler/**', // wrangler pages dev's bundles (npm run test:hosts)
    ],
  },
];

export default config;
