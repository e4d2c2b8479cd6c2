// Post-build: every exported page carries the CSS its own markup needs in a <style> in <head>,
// and loads the full stylesheets without blocking its first paint.
//
// Next writes 2–3 render-blocking <link rel="stylesheet"> per page (19–21 KB gzip, all section
// modules together), one extra round trip before anything paints. Next's `experimental.inlineCss`
// works with `output: 'export'` but inlines all of it twice — as a <style> and again inside the
// page's inline flight data, which React needs to hydrate that <style> — so / grew from 34 to
// 96 KB gzip; it also has no notion of "the rules this page uses". Beasties (the maintained
// successor of GoogleChromeLabs' critters) does: it keeps the rules whose selectors match the
// page's markup (with :hover, :focus… kept for the elements they would style), the @font-face
// rules those use, and moves the stylesheet links to the end of <body>, where they load in
// parallel without holding up the paint of what is above them and need no script (so they stay
// allowed under a strict CSP and work with JavaScript off). When they arrive they restyle nothing
// that is already painted: the inlined rules are a subset of them.
//
// Measured with Lighthouse mobile on / (scripts/benchmark.ts, median of 3, see docs/developers.md ›
// First paint):
// simulated FCP 1.23 → 0.85 s, LCP 1.81 → 1.2 s with the font changes of scripts/fonts.ts.
import Beasties from 'beasties';

/**
 * Rules kept although no element matches them in the exported markup: state a visitor can
 * reach before the full stylesheets arrive without any script (a checked radio of the pricing
 * switch or the portfolio filter, an opened <details>, a targeted tab panel, an open popover, a
 * field the browser marks invalid).
 */
const stateRules = [/:checked/, /\[open\]/, /:target/, /:popover-open/, /:user-invalid/];

class SiteBeasties extends Beasties {
  /**
   * Called once per linked stylesheet with its <link>. Next marks the stylesheets of lazily
   * imported modules `as="style"`, an attribute that belongs to preloads only (the W3C checker
   * rejects it on a stylesheet); the link stays a plain stylesheet link.
   */
  override checkInlineThreshold(
    link: Parameters<Beasties['checkInlineThreshold']>[0],
    style: Parameters<Beasties['checkInlineThreshold']>[1],
    sheet: string,
  ) {
    const element = link as unknown as Element;
    if (element.getAttribute('rel') === 'stylesheet') element.removeAttribute('as');
    return super.checkInlineThreshold(link, style, sheet);
  }
}

export function criticalCss(outDir: string) {
  return new SiteBeasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    // No @font-face rule is inlined from a stylesheet and no font preloaded: every face, web font
    // and fallback, is in the <head> style components/layout/RootDocument.tsx writes (scripts/fonts.ts), which is
    // left as it is.
    fonts: false,
    reduceInlineStyles: false,
    pruneSource: false,
    allowRules: stateRules,
    logLevel: 'warn',
  });
}
