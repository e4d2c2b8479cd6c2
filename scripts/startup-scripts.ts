// Two post-build changes to how an exported page starts its JavaScript. Every page is complete
// HTML; the framework scripts (~136 KB gzip: React, the Next runtime, our islands) only hydrate
// it. Measured with Lighthouse mobile on the built pages (scripts/benchmark.ts):
//
// 1. Scripts start after the first contentful paint. Next writes them as `<script async>` in
//    <head>, so on a slow phone they download alongside the CSS and fonts and run before the
//    first paint: the text the visitor came for waits for hydration code (LCP ≈ 2.9 s on /).
//    `deferStartupScripts` moves them into one inline loader that inserts the same scripts,
//    still async, once the browser reports the first contentful paint (LCP ≈ 1.8 s on /).
// 2. The chunks those pages start with carry V8's explicit compile hint
//    (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment): they are
//    compiled while streaming, off the main thread, instead of function by function during the
//    one long start-up task (Total Blocking Time on /password-reset/ ≈ 190 → 40 ms).
//
// Both fail the build when Next's output no longer looks as expected, so an upgrade of Next
// cannot silently undo them.

/** Chunk scripts and script preloads as `next build` writes them into the exported HTML. */
const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const chunkPreload =
  /<link rel="preload" (?:as="script" fetchPriority="low" href="([^"]+\.js)"|href="([^"]+\.js)" as="script" fetchPriority="low")\/>/g;

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * The inline loader (ES5, runs while <head> is parsed). Waits for the first contentful paint
 * (Paint Timing; a frame after the first rendering where that is missing), then preloads `preload`
 * and inserts `scripts` as async scripts, exactly what the removed tags did. A page that never
 * paints (a tab opened in the background) starts them after four seconds anyway. A page being
 * prerendered (speculation rules, lib/from-content/speculation.ts) paints only once the visitor
 * clicks, and nobody waits for its paint: it starts them at once, so it is hydrated when it is shown.
 */
export function loaderScript(scripts: string[], preload: string[]): string {
  return (
    '(function(d,s,p){var started=0;' +
    'function start(){if(started)return;started=1;' +
    'p.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)});' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
    'if(d.prerendering){start();return}' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    '{new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start)}})' +
    '.observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(start)});' +
    'setTimeout(start,4000)})' +
    `(document,${JSON.stringify(scripts)},${JSON.stringify(preload)})`
  );
}

export type DeferredPage = { html: string; scripts: string[] };

/** Replaces a page's chunk scripts and script preloads with the loader; throws on anything else. */
export function deferStartupScripts(html: string, page = 'page'): DeferredPage {
  const scripts: string[] = [];
  const preload: string[] = [];
  const mark = '<!--startup-scripts-->';
  let rest = html.replace(chunkScript, (_tag, src: string) => {
    scripts.push(src);
    return scripts.length === 1 ? mark : '';
  });
  if (!scripts.length) return { html, scripts };
  rest = rest.replace(chunkPreload, (_tag, a: string | undefined, b: string | undefined) => {
    const href = (a ?? b)!;
    if (!scripts.includes(href) && !preload.includes(href)) preload.push(href);
    return '';
  });
  const left = rest.match(
    /<script[^>]+src="\/_next\/[^"]*"(?![^>]*noModule)[^>]*>|<link[^>]+as="script"[^>]*>/,
  );
  if (left) {
    throw new Error(
      `${page}: a Next script tag this build step does not recognise: ${left[0]}. ` +
        'Update scripts/startup-scripts.ts for the new output of next build.',
    );
  }
  if (rest.indexOf(mark) > rest.indexOf('</head>')) {
    throw new Error(`${page}: the chunk scripts are expected in <head>.`);
  }
  const loader = `<script>${loaderScript(scripts, preload)}</script>`;
  return { html: rest.replace(mark, loader), scripts: [...scripts, ...preload] };
}

/** Puts the compile hint first in a chunk's source, once. */
export function withCompileHint(source: string): string {
  return source.startsWith(compileHint) ? source : compileHint + source;
}
