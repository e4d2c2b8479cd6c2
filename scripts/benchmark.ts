// Lighthouse mobile benchmark over the built out/ (a measurement, not a test: it never fails).
//   npm run benchmark                    every page route of content/routes.ts and the first item
//                                        of each collection (items share their template), 3 runs
//   npm run benchmark -- --all           every route, all collection items too
//   npm run benchmark -- /products/ /    only these routes
//   npm run benchmark -- --devtools /    applied throttling (same as THROTTLING=devtools)
//   npm run benchmark -- --root out-e2e  another export (here the e2e build, whose photo fixtures
//                                        are test-only: tests/e2e/support/photo-fixture.ts)
//   --twin /news/b/                      also measure /news/b/ and print each route's LCP ÷ the
//                                        twin's (target ≤ 1.3×: a photo post against its twin
//                                        without a cover)
//   --stripped                           also measure each route with every script removed (a copy
//                                        served from a temporary export of hard links) and print
//                                        the route's LCP ÷ that copy's (target ≤ 1.15×)
// The photo post against its twin and itself without scripts, simulated then applied:
//   npm run benchmark -- --root out-e2e --twin /news/photo-cover-fixture-twin/ --stripped /news/photo-cover-fixture/
//   … and the same with --devtools
// Each run also measures a zero-JS reference page (one heading and a paragraph in the system
// font, no CSS, no script) served by the same server at /__reference/, before and after the
// routes; every route's LCP is printed as a ratio to its median. Target: LCP ≤ 1.3× the reference.
// Serves out/ (or --root) with scripts/serve.mjs (gzip, security headers, like a CDN), runs Lighthouse 12
// (the last major that runs on Node 20) with its default mobile emulation and simulated
// throttling in Debian's Chromium (CHROMIUM_PATH), and prints the median of RUNS runs per route:
// performance score, LCP, TBT, CLS and transferred KB. Targets: score ≥ 98, TBT ≤ 150 ms.
// THROTTLING=devtools applies the throttling to the real load instead of simulating it
// (Lighthouse's `devtools` method): slower and noisier, but it times what a visitor would see.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { routes } from '../content/routes';

const lighthouse = 'lighthouse@12.8.2';
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4290);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
/** The value after `--name`, and the arguments left once options and their values are taken. */
const valued = ['--root', '--twin'];
const optionValue = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const throttling =
  process.env.THROTTLING === 'devtools' || args.includes('--devtools') ? 'devtools' : 'simulate';
const root = optionValue('--root') ?? 'out';
const twin = optionValue('--twin');
const stripped = args.includes('--stripped');
const chosen = args.filter(
  (arg, i) => !arg.startsWith('--') && !valued.includes(args[i - 1] ?? ''),
);
const firstOfCollection = new Set<string>();
const sample = routes().filter((route) => {
  const collection = 'collection' in route ? route.collection : undefined;
  if (!collection) return true;
  if (firstOfCollection.has(collection)) return false;
  firstOfCollection.add(collection);
  return true;
});
const paths = chosen.length
  ? chosen
  : (args.includes('--all') ? routes() : sample).map((r) => r.path);
const referencePath = '/__reference/';
const maxRatio = 1.3;
/** A route without its scripts is served from here in the temporary export. */
const strippedPrefix = '/__stripped__';
const maxTwinRatio = 1.3;
const maxStrippedRatio = 1.15;
// Simulated runs replay one layout: any shift is ours. Applied runs time a real load: < 0.01.
const maxCls = throttling === 'devtools' ? 0.0099 : 0;

/** The floor: what a page with nothing but its words costs on the same server and network. */
const referenceHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Reference page</title>
  </head>
  <body>
    <h1>Core banking for small finance banks</h1>
    <p>A page with one heading and one paragraph in the system font: no stylesheet, no web font, no script.</p>
  </body>
</html>
`;

type Run = { score: number; lcp: number; tbt: number; cls: number; kb: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One Lighthouse run; it sometimes fails to record a trace (NO_NAVSTART), so try up to 3 times. */
function measure(url: string, dir: string): Run {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return measureOnce(url, dir);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`retrying ${url} after a failed run`);
    }
  }
}

function measureOnce(url: string, dir: string): Run {
  const output = path.join(dir, 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--quiet',
      '--only-categories=performance',
      `--throttling-method=${throttling}`,
      '--output=json',
      `--output-path=${output}`,
      ...(existsSync(chromePath) ? [`--chrome-path=${chromePath}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id: string) => report.audits[id].numericValue as number;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1024,
  };
}

/**
 * The page with every script taken out: inline and external scripts, JSON-LD and speculation
 * rules, module preloads. What is left paints as the HTML and its inline CSS say, never hydrates.
 */
function withoutScripts(html: string): string {
  const $ = cheerio.load(html);
  $('script, link[rel="modulepreload"], link[rel="preload"][as="script"]').remove();
  return $.html();
}

/** The HTML file of a route in an export (`/x/` is `x/index.html`). */
const pageFile = (dir: string, route: string) =>
  path.join(dir, route.replace(/^\//, ''), route.endsWith('/') ? 'index.html' : '');

/**
 * What the server serves: `root`, or with --stripped a temporary export of hard links to it (made
 * in a moment, nothing copied) plus each route's copy without scripts under /__stripped__/.
 */
function siteToServe(dir: string): string {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/ is missing: build it first (npm run build, or npm run build:e2e)`);
  }
  if (!stripped) return root;
  const site = path.join(dir, 'site');
  execFileSync('cp', ['-al', path.resolve(root), site]);
  for (const route of paths) {
    const target = pageFile(site, `${strippedPrefix}${route}`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, withoutScripts(readFileSync(pageFile(root, route), 'utf8')));
  }
  return site;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'benchmark-'));
  const reference = path.join(dir, 'reference.html');
  writeFileSync(reference, referenceHtml);
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      REFERENCE_PAGE: reference,
      SERVE_ROOT: siteToServe(dir),
    },
    stdio: 'ignore',
  });
  const runAll = (route: string) =>
    Array.from({ length: runs }, () => measure(`http://127.0.0.1:${port}${route}`, dir));
  try {
    await new Promise((resolve) => setTimeout(resolve, 800));
    const before = runAll(referencePath);
    console.error(`reference LCP before: ${before.map((run) => run.lcp.toFixed(0)).join(', ')} ms`);
    const measuredPaths = [
      ...paths,
      ...(twin && !paths.includes(twin) ? [twin] : []),
      ...(stripped ? paths.map((route) => `${strippedPrefix}${route}`) : []),
    ];
    const measured = measuredPaths.map((route) => {
      const results = runAll(route);
      console.error(`${route}: LCP ${results.map((run) => run.lcp.toFixed(0)).join(', ')} ms`);
      return { route, results };
    });
    const after = runAll(referencePath);
    console.error(`reference LCP after: ${after.map((run) => run.lcp.toFixed(0)).join(', ')} ms`);
    const floor = median([...before, ...after].map((run) => run.lcp));

    const rows: string[] = [
      '| Route | Score | LCP ms | × ref | TBT ms | CLS | KB |',
      '| ----- | ----: | -----: | ----: | -----: | --: | -: |',
    ];
    const misses: string[] = [];
    const lcpOf = new Map<string, number>();
    for (const { route, results } of [
      { route: `${referencePath} (reference)`, results: [...before, ...after] },
      ...measured,
    ]) {
      const m = (key: keyof Run) => median(results.map((result) => result[key]));
      const row = { score: m('score'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), kb: m('kb') };
      const ratio = row.lcp / floor;
      lcpOf.set(route, row.lcp);
      if (row.score < 98 || row.tbt > 150 || row.cls > maxCls || ratio > maxRatio)
        misses.push(route);
      rows.push(
        `| ${route} | ${row.score} | ${row.lcp.toFixed(0)} | ${ratio.toFixed(2)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.kb.toFixed(0)} |`,
      );
    }
    console.log(
      `\nLighthouse ${lighthouse.split('@')[1]} mobile, ${throttling === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling, median of ${runs} (reference: ${runs * 2})\n`,
    );
    console.log(rows.join('\n'));
    const target = `score ≥ 98, TBT ≤ 150 ms, CLS ${maxCls ? '< 0.01' : '0'}, LCP ≤ ${maxRatio}× the reference`;
    console.log(
      misses.length
        ? `\nBelow target (${target}): ${misses.join(', ')}`
        : `\nEvery route meets the target (${target}).`,
    );
    // LCP against the twin and against the page without its scripts (medians).
    const comparisons: string[] = [];
    for (const route of paths) {
      const lcp = lcpOf.get(route)!;
      const against = [
        ...(twin && twin !== route ? [{ label: twin, other: twin, max: maxTwinRatio }] : []),
        ...(stripped
          ? [
              {
                label: 'the same page without scripts',
                other: `${strippedPrefix}${route}`,
                max: maxStrippedRatio,
              },
            ]
          : []),
      ];
      for (const { label, other, max } of against) {
        const ratio = lcp / lcpOf.get(other)!;
        comparisons.push(
          `${route} ÷ ${label}: ${lcp.toFixed(0)} / ${lcpOf.get(other)!.toFixed(0)} ms = ${ratio.toFixed(2)}× (target ≤ ${max}×${ratio > max ? ', missed' : ''})`,
        );
      }
    }
    if (comparisons.length) console.log(`\nLCP compared:\n${comparisons.join('\n')}`);
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
