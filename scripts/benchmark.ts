// Lighthouse mobile benchmark over the built out/ (a measurement, not a test: it never fails).
//   npm run benchmark                    every route of content/routes.ts, 3 runs each
//   npm run benchmark -- /products/ /    only these routes
// Serves out/ with scripts/serve.mjs (gzip, security headers, like a CDN), runs Lighthouse 12
// (the last major that runs on Node 20) with its default mobile emulation and simulated
// throttling in Debian's Chromium (CHROMIUM_PATH), and prints the median of RUNS runs per route:
// performance score, LCP, TBT, CLS and transferred KB. Targets: score ≥ 98, TBT ≤ 150 ms.
// THROTTLING=devtools applies the throttling to the real load instead of simulating it
// (Lighthouse's `devtools` method): slower and noisier, but it times what a visitor would see.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '../content/routes';

const lighthouse = 'lighthouse@12.8.2';
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4290);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const throttling = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : routes.map((r) => r.path);

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

async function main() {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'benchmark-'));
  try {
    await new Promise((resolve) => setTimeout(resolve, 800));
    const rows: string[] = [
      '| Route | Score | LCP ms | TBT ms | CLS | KB |',
      '| ----- | ----: | -----: | -----: | --: | -: |',
    ];
    const misses: string[] = [];
    for (const route of paths) {
      const results = Array.from({ length: runs }, () =>
        measure(`http://127.0.0.1:${port}${route}`, dir),
      );
      const m = (key: keyof Run) => median(results.map((result) => result[key]));
      const row = { score: m('score'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), kb: m('kb') };
      if (row.score < 98 || row.tbt > 150) misses.push(route);
      const line = `| ${route} | ${row.score} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.kb.toFixed(0)} |`;
      rows.push(line);
      console.error(line);
    }
    console.log(
      `\nLighthouse ${lighthouse.split('@')[1]} mobile, ${throttling === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling, median of ${runs}\n`,
    );
    console.log(rows.join('\n'));
    console.log(
      misses.length
        ? `\nBelow target (score ≥ 98, TBT ≤ 150 ms): ${misses.join(', ')}`
        : '\nEvery route meets the target (score ≥ 98, TBT ≤ 150 ms).',
    );
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
