// The two web fonts, subset at build by scripts/fonts.ts from @fontsource-variable (SIL OFL 1.1):
// no font CDN at build or run time. Not preloaded: they would compete with the HTML for the
// first bytes of a slow connection. The first paint uses the metric-matched fallback faces that
// scripts/fonts.ts writes, so the swap moves nothing. The families are named here (`declarations`)
// as scripts/fonts.ts names them, so the stacks in styles/fonts/_stacks.scss can name them too,
// and the critical-CSS step (scripts/critical-css.ts) sees which @font-face rules a page uses.
import localFont from 'next/font/local';

export const bodyFont = localFont({
  src: '../../styles/fonts/body.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'font-family', value: 'Inter' }],
  variable: '--font-body',
});

export const headingFont = localFont({
  src: '../../styles/fonts/heading.woff2',
  weight: '500 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'font-family', value: 'Manrope' }],
  variable: '--font-heading',
});
