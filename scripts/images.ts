// Build step before `next build` and `next dev` (`npm run images`): every photo the content shows,
// encoded as its image fields planned it (content/load/images.ts: crops, widths, AVIF, WebP and a
// fallback), into public/_img/ (gitignored), from the cache in .next/cache/images/. Loading the
// content here also stops the build early, naming the file and the field, on an image it cannot
// publish. `--watch` (started by `npm run cms`): after the first run, runs again in a fresh process
// whenever a file under content/ changes, so a photo uploaded in the editor shows in `next dev`.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { allContent } from '@/content/routes';
import { plannedVariants } from '@/content/load/images';
import { encodeVariants } from '@/content/load/image-encoder';
import { ContentError } from '@/content/schema/errors';

async function main() {
  const root = process.cwd();
  try {
    allContent();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`images: ${error.message}`);
      // Watching, a file the build refuses is reported and the next change is awaited.
      if (process.argv.includes('--watch')) return;
      process.exit(1);
    }
    throw error;
  }
  const jobs = plannedVariants();
  const report = await encodeVariants(jobs, {
    cacheDir: path.join(root, '.next/cache/images'),
    publicDir: path.join(root, 'public/_img'),
  });
  const photos = new Set(jobs.map((job) => job.file)).size;
  console.log(
    `images: ${photos} photo(s), ${report.planned} variant(s): ${report.encoded} encoded, ${report.cached} from the cache (${(report.ms / 1000).toFixed(1)} s)`,
  );
}

/** Re-runs this script in a fresh process (fresh content modules) after changes settle. */
function watchContent() {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(process.execPath, [...process.execArgv, __filename], { stdio: 'inherit' });
    child.on('exit', () => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  watch(path.join(process.cwd(), 'content'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(run, 300);
  });
  console.log('images: watching content/ for new or changed pictures');
}

if (process.argv.includes('--watch')) {
  void main().then(watchContent);
} else {
  void main();
}
