// `npm run benchmark:scale [-- --news 1000 --help 500]`: how the site grows with its collections.
// Builds a temporary copy of the project (tests/e2e/support/cms-sandbox.ts) with N generated news
// posts and help articles added (clones of the real ones under new file names), then prints the
// build time, pages, build time per page, the largest page, the export's file count and bytes, and
// what a visitor's search for a common word transfers from the help center (Chromium, the bytes on
// the wire as `npm run serve` sends them): the first query (Pagefind's code, WebAssembly and our
// search code included) and a later query. `--news 0 --help 0` measures today's content;
// `--out out` only measures an export already built.
// Never fails on a figure; the README's "Site search and scale" holds the results.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import matter from 'gray-matter';
import { createSandbox, removeSandbox } from '../tests/e2e/support/cms-sandbox';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const extraNews = option('news', 1000);
const extraHelp = option('help', 500);
const port = Number(process.env.BENCH_PORT ?? 4476);
const word = process.env.BENCH_WORD ?? 'loan';
const laterWord = process.env.BENCH_LATER_WORD ?? 'mandate';

/** Writes `count` clones of the collection's files under new names, newest dates first. */
function addClones(dir: string, folder: 'news' | 'help', count: number) {
  const source = path.join(dir, 'content', folder);
  const originals = readdirSync(source).filter((name) => name.endsWith('.md'));
  for (let i = 0; i < count; i++) {
    const name = originals[i % originals.length]!;
    const file = matter(readFileSync(path.join(source, name), 'utf8'));
    const data: Record<string, unknown> = {
      ...file.data,
      title: `${String(file.data.title).slice(0, 88)} (${i + 1})`,
    };
    if (folder === 'news') {
      data.date = new Date(Date.UTC(2025, 0, 1 + (i % 600))).toISOString().slice(0, 10);
    }
    const clone = matter.stringify(file.content, data);
    writeFileSync(path.join(source, `${name.slice(0, -3)}-copy-${i + 1}.md`), clone);
  }
}

function exportFiles(out: string) {
  const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  let bytes = 0;
  let largest = { file: '', bytes: 0 };
  let pages = 0;
  for (const entry of files) {
    const full = path.join(entry.parentPath, entry.name);
    const size = statSync(full).size;
    bytes += size;
    if (entry.name.endsWith('.html') && !full.includes(`${path.sep}admin${path.sep}`)) {
      pages++;
      if (size > largest.bytes) largest = { file: path.relative(out, full), bytes: size };
    }
  }
  return { files: files.length, bytes, pages, largest };
}

/** Bytes on the wire (encoded body + headers) of every request `act` makes. */
async function transferred(page: Page, act: () => Promise<void>) {
  const sizes: Promise<number>[] = [];
  const onFinished = (request: import('@playwright/test').Request) =>
    sizes.push(
      request
        .sizes()
        .then((size) => {
          const bytes = size.responseBodySize + size.responseHeadersSize;
          if (process.env.BENCH_VERBOSE)
            console.log(`  ${bytes} ${new URL(request.url()).pathname}`);
          return bytes;
        })
        .catch(() => 0),
    );
  page.on('requestfinished', onFinished);
  await act();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  const all = await Promise.all(sizes);
  return { requests: all.length, bytes: all.reduce((sum, size) => sum + size, 0) };
}

async function measureSearch(out: string) {
  const server = spawn('node', ['scripts/serve.mjs'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, PORT: String(port), SERVE_ROOT: out },
    stdio: 'ignore',
  });
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath: existsSync(executablePath) ? executablePath : undefined,
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/help-center/`, { waitUntil: 'networkidle' });
    const field = page.getByRole('searchbox', { name: 'Search the help center' });
    const status = page.getByRole('status');
    const search = async (query: string) => {
      await field.fill(query);
      await field.press('Enter');
      await status.filter({ hasText: /match|Nothing/ }).waitFor();
    };
    const first = await transferred(page, () => search(word));
    const firstStatus = await status.textContent();
    const later = await transferred(page, () => search(laterWord));
    return { first, later, firstStatus };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** `--out DIR`: measure an export already built (e.g. today's out/), without building. */
async function measureOnly(out: string) {
  const site = exportFiles(out);
  const search = await measureSearch(out);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    [
      `pages ${site.pages} (HTML files), largest page ${site.largest.file} ${kb(site.largest.bytes)}`,
      `export ${site.files} files, ${(site.bytes / 1024 / 1024).toFixed(1)} MB`,
      `search "${word}" (${search.firstStatus}), first query: ${search.first.requests} requests, ${kb(search.first.bytes)} transferred`,
      `search "${laterWord}", a later query: ${search.later.requests} requests, ${kb(search.later.bytes)} transferred`,
    ].join('\n'),
  );
}

async function main() {
  const at = args.indexOf('--out');
  if (at >= 0) return measureOnly(path.resolve(args[at + 1]!));
  const dir = createSandbox();
  try {
    addClones(dir, 'news', extraNews);
    addClones(dir, 'help', extraHelp);
    const count = (folder: string) =>
      readdirSync(path.join(dir, 'content', folder)).filter((name) => name.endsWith('.md')).length;
    console.log(
      `benchmark:scale: ${count('news')} news posts, ${count('help')} help articles, building…`,
    );
    const started = Date.now();
    execFileSync('npm', ['run', 'build'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const seconds = (Date.now() - started) / 1000;
    const out = path.join(dir, 'out');
    const site = exportFiles(out);
    const search = await measureSearch(out);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      [
        `news posts ${count('news')}, help articles ${count('help')}`,
        `build time ${seconds.toFixed(0)} s (npm run build: fonts, editor, next build, postbuild)`,
        `pages ${site.pages} (HTML files)`,
        `build time per page ${((seconds * 1000) / site.pages).toFixed(0)} ms`,
        `largest page ${site.largest.file} ${kb(site.largest.bytes)}`,
        `export ${site.files} files, ${(site.bytes / 1024 / 1024).toFixed(1)} MB`,
        `search "${word}" (${search.firstStatus}), first query: ${search.first.requests} requests, ${kb(search.first.bytes)} transferred`,
        `search "${laterWord}", a later query: ${search.later.requests} requests, ${kb(search.later.bytes)} transferred`,
      ].join('\n'),
    );
  } finally {
    removeSandbox(dir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
