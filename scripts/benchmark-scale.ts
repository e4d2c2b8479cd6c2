// `npm run benchmark:scale [-- --news 1000 --help 500 --photos 200]`: how the site grows with its
// collections. Builds a temporary copy of the project (tests/e2e/support/cms-sandbox.ts) with N
// generated news posts and help articles added (clones of the real ones under new file names), then
// prints the build time, pages, build time per page, the largest page, the export's file count and
// bytes, and what a visitor's search for a common word transfers from the help center (Chromium,
// the bytes on the wire as `npm run serve` sends them): the first query (Pagefind's code,
// WebAssembly and our search code included) and a later query. `--news 0 --help 0` measures
// today's content; `--out out` only measures an export already built; BENCH_KEEP=1 keeps the built
// copy to measure again; BENCH_PORT (default 4476), BENCH_WORD and BENCH_LATER_WORD choose the port
// and the words.
// `--photos N`: N of the generated news posts get a photo cover, each its own phone camera photo
// (makeCameraPhoto with its own seed: 12 MP, 4 MB, EXIF orientation 6, GPS) in content/media/.
// Then three builds: cold (no .next/), a warm rebuild (.next/cache kept, as hosts keep it: the
// variants and Turbopack's modules come from it) and the same warm rebuild with the covers taken
// out; target: the warm rebuild within 1.2× of the one without photos.
// Never fails on a figure; docs/developers.md › Site search (Pagefind) and scale holds the results.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import matter from 'gray-matter';
import { makeCameraPhoto } from '../tests/e2e/support/camera-photo';
import { createSandbox, removeSandbox } from '../tests/e2e/support/cms-sandbox';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const extraNews = option('news', 1000);
const extraHelp = option('help', 500);
const photos = Math.min(option('photos', 0), extraNews);
const port = Number(process.env.BENCH_PORT ?? 4476);
const word = process.env.BENCH_WORD ?? 'loan';
const laterWord = process.env.BENCH_LATER_WORD ?? 'settlement';

const photoName = (i: number) => `scale-photo-${i + 1}.jpg`;
/** The clone's file name. */
const cloneName = (original: string, i: number) => `${original.slice(0, -3)}-copy-${i + 1}.md`;

/**
 * Writes `count` clones of the collection's files under new names, newest dates first; the first
 * `withPhotos` news clones get a cover, `/media/scale-photo-<n>.jpg` (see addPhotos).
 */
function addClones(dir: string, folder: 'news' | 'help', count: number, withPhotos = 0) {
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
      if (i < withPhotos) {
        data.image = `/media/${photoName(i)}`;
        data.imageAlt = `A phone photo of blue sky and a red sun over green fields (${i + 1})`;
      }
    }
    const clone = matter.stringify(file.content, data);
    writeFileSync(path.join(source, cloneName(name, i)), clone);
  }
}

/** The `count` covers addClones named: a distinct camera photo each (seed n). */
async function addPhotos(dir: string, count: number) {
  const media = path.join(dir, 'content', 'media');
  mkdirSync(media, { recursive: true });
  for (let i = 0; i < count; i++) {
    writeFileSync(path.join(media, photoName(i)), await makeCameraPhoto(i + 1));
  }
}

/** Takes the covers out again (front matter and files): the same site without photos. */
function removePhotos(dir: string) {
  const source = path.join(dir, 'content', 'news');
  for (const name of readdirSync(source).filter((file) => file.includes('-copy-'))) {
    const file = matter(readFileSync(path.join(source, name), 'utf8'));
    if (!file.data.image) continue;
    const { image: _image, imageAlt: _alt, ...data } = file.data;
    void _image;
    void _alt;
    writeFileSync(path.join(source, name), matter.stringify(file.content, data));
  }
  rmSync(path.join(dir, 'content', 'media'), { recursive: true, force: true });
}

/**
 * `npm run build` in the copy, timed; `cold` removes .next/ first (no Turbopack or variant cache).
 * Returns the seconds and the line the images step printed.
 */
function build(dir: string, cold: boolean) {
  if (cold) rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  const started = Date.now();
  const output = execFileSync('npm', ['run', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const seconds = (Date.now() - started) / 1000;
  const images = /^images: .*$/m.exec(output)?.[0] ?? 'images: (no line)';
  return { seconds, images };
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

/** What a request of a search is: Pagefind's code, its entry and metadata, an index chunk, a filter chunk, a result's fragment, our search code. */
function partOf(pathname: string) {
  if (pathname.endsWith('.pf_index')) return 'index chunk';
  if (pathname.endsWith('.pf_fragment')) return 'fragment';
  if (pathname.endsWith('.pf_filter')) return 'filter chunk';
  if (pathname.endsWith('.pf_meta') || pathname.endsWith('pagefind-entry.json'))
    return 'entry + meta';
  if (pathname.startsWith('/pagefind/')) return 'Pagefind code';
  if (pathname.startsWith('/_next/')) return 'our code';
  return 'other'; // e.g. the browser revalidating the favicon when the address changes
}

type Sum = { requests: number; body: number; headers: number };
type Transfer = Sum & { parts: Map<string, Sum> };

/**
 * Bytes on the wire of every request `act` makes: each response's body as sent (gzip where the
 * file is text; Pagefind's index files are gzip already) and its headers (about 0.6 KB each from
 * `npm run serve` over HTTP/1.1; HTTP/2 and 3 compress repeated headers to a few bytes).
 */
async function transferred(page: Page, act: () => Promise<void>): Promise<Transfer> {
  const sizes: Promise<[string, number, number]>[] = [];
  const onFinished = (request: import('@playwright/test').Request) =>
    sizes.push(
      request
        .sizes()
        .then((size): [string, number, number] => {
          const pathname = new URL(request.url()).pathname;
          if (process.env.BENCH_VERBOSE)
            console.log(`  ${size.responseBodySize} + ${size.responseHeadersSize} ${pathname}`);
          return [partOf(pathname), size.responseBodySize, size.responseHeadersSize];
        })
        .catch((): [string, number, number] => ['other', 0, 0]),
    );
  page.on('requestfinished', onFinished);
  await act();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  const parts = new Map<string, Sum>();
  const total: Sum = { requests: 0, body: 0, headers: 0 };
  for (const [part, body, headers] of await Promise.all(sizes)) {
    for (const sum of [parts.get(part) ?? { requests: 0, body: 0, headers: 0 }, total]) {
      sum.requests += 1;
      sum.body += body;
      sum.headers += headers;
      if (sum !== total) parts.set(part, sum);
    }
  }
  return { ...total, parts };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per query: requests, bytes (bodies + headers), then each part's bodies. */
function describe(label: string, status: string | null, transfer: Transfer) {
  const parts = [...transfer.parts]
    .map(([part, sum]) => `${part} ${sum.requests} × ${kb(sum.body / sum.requests)}`)
    .join(', ');
  return (
    `${label}: ${transfer.requests} requests, ${kb(transfer.body + transfer.headers)} ` +
    `= ${kb(transfer.body)} bodies + ${kb(transfer.headers)} headers` +
    `${parts ? ` (${parts})` : ''} · ${status}`
  );
}

/**
 * A visitor at the help center: a first query (Pagefind's code included), a later query for a word
 * in another index chunk, the same query refined to help articles, and the next results.
 */
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
    // The server answers once it listens (seconds on a busy machine).
    for (let tries = 0; ; tries++) {
      const up = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries === 120) throw new Error(`scripts/serve.mjs did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/help-center/`, { waitUntil: 'networkidle' });
    // The page's own late loads (islands after idle, images) end before the first query.
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    const field = page.getByRole('searchbox', { name: 'Search the help center' });
    const status = page.getByRole('status');
    const settled = () => status.filter({ hasText: /match|Nothing/ }).waitFor();
    const search = async (query: string) => {
      await field.fill(query);
      await field.press('Enter');
      await settled();
    };
    const lines: string[] = [];
    const measure = async (label: string, act: () => Promise<void>) => {
      const transfer = await transferred(page, act);
      lines.push(describe(label, await status.textContent(), transfer));
      return transfer;
    };
    await measure(`search "${word}", first query (code included)`, () => search(word));
    const later = await measure(`search "${laterWord}", a later query`, () => search(laterWord));
    if (!later.parts.has('index chunk'))
      lines.push(
        `  ("${laterWord}" is in an index chunk the first query loaded: set BENCH_LATER_WORD)`,
      );
    await measure(`"${laterWord}" refined to help articles`, async () => {
      await page.getByRole('radio', { name: 'Help article' }).check();
      await status.filter({ hasText: /help|match/ }).waitFor();
      await page.waitForTimeout(500);
    });
    const more = page.getByRole('button', { name: /more results/i });
    if (await more.count())
      await measure('the next results', async () => {
        await more.click();
        await page.waitForTimeout(500);
      });
    return lines;
  } finally {
    await browser.close();
    server.kill();
  }
}

/** `--out DIR`: measure an export already built (e.g. today's out/), without building. */
async function measureOnly(out: string) {
  const site = exportFiles(out);
  const search = await measureSearch(out);
  console.log(
    [
      `pages ${site.pages} (HTML files), largest page ${site.largest.file} ${kb(site.largest.bytes)}`,
      `export ${site.files} files, ${(site.bytes / 1024 / 1024).toFixed(1)} MB`,
      ...search,
    ].join('\n'),
  );
}

async function main() {
  const at = args.indexOf('--out');
  if (at >= 0) return measureOnly(path.resolve(args[at + 1]!));
  const dir = createSandbox();
  try {
    addClones(dir, 'news', extraNews, photos);
    addClones(dir, 'help', extraHelp);
    const count = (folder: string) =>
      readdirSync(path.join(dir, 'content', folder)).filter((name) => name.endsWith('.md')).length;
    const lines = [`news posts ${count('news')}, help articles ${count('help')}`];
    if (photos) {
      const started = Date.now();
      await addPhotos(dir, photos);
      lines.push(
        `photos: ${photos} covers, distinct camera photos (12 MP, ${kb(statSync(path.join(dir, 'content/media', photoName(0))).size)} each), generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    console.log(
      `benchmark:scale: ${count('news')} news posts (${photos} with a photo), ${count('help')} help articles, building…`,
    );
    const out = path.join(dir, 'out');
    const first = build(dir, true);
    const site = exportFiles(out);
    lines.push(
      `build time ${first.seconds.toFixed(0)} s (npm run build, cold: fonts, images, editor, next build, postbuild)${photos ? ` · ${first.images}` : ''}`,
      `pages ${site.pages} (HTML files)`,
      `build time per page ${((first.seconds * 1000) / site.pages).toFixed(0)} ms`,
      `largest page ${site.largest.file} ${kb(site.largest.bytes)}`,
      `export ${site.files} files, ${(site.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    if (photos) {
      console.log('benchmark:scale: warm rebuild…');
      const warm = build(dir, false);
      removePhotos(dir);
      console.log('benchmark:scale: the same without photos (warm)…');
      const without = build(dir, false);
      const bare = exportFiles(out);
      const ratio = warm.seconds / without.seconds;
      lines.push(
        `warm rebuild ${warm.seconds.toFixed(0)} s (.next/cache kept) · ${warm.images}`,
        `the same without photos ${without.seconds.toFixed(0)} s (warm), export ${bare.files} files, ${(bare.bytes / 1024 / 1024).toFixed(1)} MB`,
        `warm rebuild ÷ without photos: ${ratio.toFixed(2)}× (target ≤ 1.2×${ratio > 1.2 ? ', missed' : ''})`,
      );
    }
    lines.push(...(await measureSearch(out)));
    console.log(lines.join('\n'));
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${dir}`);
    else removeSandbox(dir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
