// Build step before `next build` and `next dev` (`npm run images`): every photo the content shows,
// encoded as its image fields planned it (content/load/images.ts: crops, widths, AVIF, WebP and a
// fallback), into public/_img/ (gitignored), from the cache in .next/cache/images/. Loading the
// content here also stops the build early, naming the file and the field, on an image it cannot
// publish.
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

void main();
