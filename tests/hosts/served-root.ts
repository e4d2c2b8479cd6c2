// What the host runtimes serve: a copy of out/ (hard links, so it costs no disk) with a few photo
// variants added under _img/, as out/ holds none while the content has no photo. The copy keeps
// out/ itself untouched for the steps that read it at the same time (check:out, the e2e suites),
// and it has a file beside it, outside the served root, that no request may reach.
// playwright.hosts.config.ts prepares it when the run starts (before the servers), every spec reads
// it; it is laid anew on each run.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..');
const out = path.join(repo, 'out');
/** One folder per checkout (two worktrees may run their host tests at once). */
const base = path.join(
  tmpdir(),
  `host-tests-${createHash('sha256').update(repo).digest('hex').slice(0, 12)}`,
);

/** The folder every host serves: out/ plus the variants below. */
export const servedRoot = path.join(base, 'out');

/** A file beside the served root: its token must never be in an answer. */
export const outsideFile = { name: 'outside-the-root.txt', token: 'not-in-the-export-7f3c91' };

/** Variants as content/load/images.ts names them (stem, 12-hex hash, width), AVIF, WebP, JPEG. */
export const variantFixtures = [
  { name: 'host-fixture-0123456789ab-360.avif', type: 'image/avif' },
  { name: 'host-fixture-0123456789ab-360.webp', type: 'image/webp' },
  { name: 'host-fixture-0123456789ab-360.jpg', type: 'image/jpeg' },
] as const;

/** The variants' paths on the site. */
export const variantPaths = variantFixtures.map((fixture) => `/_img/${fixture.name}`);

function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * Lays out `servedRoot` from out/ and writes the variants with sharp (a real 360×270 photo-like
 * picture in each format, in a child process: the config that calls this is synchronous).
 */
export function prepareServedRoot(): void {
  if (!statSync(path.join(out, 'index.html'), { throwIfNoEntry: false })?.isFile())
    throw new Error(`${out} has no index.html: build first (npm run build).`);
  rmSync(base, { recursive: true, force: true });
  linkTree(out, servedRoot);
  writeFileSync(path.join(base, outsideFile.name), `${outsideFile.token}\n`);
  const dir = path.join(servedRoot, '_img');
  mkdirSync(dir, { recursive: true });
  const encode = `
    const sharp = require('sharp');
    const path = require('node:path');
    const [dir, ...names] = process.argv.slice(1);
    // A gradient with noise: compresses like a photo, not like a flat colour.
    const width = 360, height = 270, channels = 3;
    const pixels = Buffer.alloc(width * height * channels);
    let seed = 7;
    for (let i = 0; i < pixels.length; i += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels[i] = ((i / channels) % width) * 0.6 + (seed % 48);
    }
    const image = () => sharp(pixels, { raw: { width, height, channels } });
    Promise.all(names.map((name) => {
      const ext = path.extname(name).slice(1);
      const encoded = ext === 'avif' ? image().avif({ quality: 50 })
        : ext === 'webp' ? image().webp({ quality: 70 }) : image().jpeg({ quality: 78 });
      return encoded.toFile(path.join(dir, name));
    })).catch((error) => { console.error(error); process.exit(1); });
  `;
  execFileSync(
    process.execPath,
    ['-e', encode, dir, ...variantFixtures.map((fixture) => fixture.name)],
    { cwd: repo, stdio: 'inherit' },
  );
}
