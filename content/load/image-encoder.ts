// Encodes the variants the content planned (content/load/images.ts) with sharp: each crop of a
// photo is decoded, turned upright (EXIF orientation), converted to sRGB and resized once, then
// written in each format and width. sharp writes no metadata unless asked: no EXIF, no GPS position,
// no camera serial reaches a served file. Variants are cached by name (a hash of the file and every
// option) in .next/cache/images/, which the hosts can keep between builds (docs/hosting.md ›
// The photos' cache between builds), so a rebuild encodes only new or changed pictures; the
// build's set is linked into public/_img/.
import {
  existsSync,
  linkSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { encoding, uploadLimits, type Crop, type VariantJob } from './images';

export type EncodeReport = { planned: number; encoded: number; cached: number; ms: number };

const cropKey = (job: VariantJob) => `${job.file}|${JSON.stringify(job.crop)}`;

/** `job` written to `target`: from `master` (the crop, upright, sRGB, at the largest width needed). */
async function encodeOne(master: Sharp, job: VariantJob, target: string) {
  let image = master.clone().resize({ width: job.width, height: job.height, fit: 'fill' });
  if (job.format === 'avif') image = image.avif(encoding.avif);
  else if (job.format === 'webp') image = image.webp(encoding.webp);
  else if (job.format === 'png') image = image.png(encoding.png);
  else image = image.flatten({ background: '#ffffff' }).jpeg(encoding.jpeg);
  const partial = `${target}.${process.pid}.part`;
  await image.toFile(partial);
  renameSync(partial, target);
}

/** The crop of `file`, upright and in sRGB, as raw pixels `width` wide. */
async function masterOf(file: string, crop: Crop, width: number) {
  const { data, info } = await sharp(file, {
    limitInputPixels: uploadLimits.pixels,
    failOn: 'error',
  })
    .rotate()
    .extract(crop)
    .resize({ width, withoutEnlargement: false })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * Encodes every job missing from `cacheDir`, two crops at a time, then makes `publicDir` hold
 * exactly the jobs' files (stale variants removed).
 */
export async function encodeVariants(
  jobs: VariantJob[],
  { cacheDir, publicDir }: { cacheDir: string; publicDir: string },
): Promise<EncodeReport> {
  const started = Date.now();
  mkdirSync(cacheDir, { recursive: true });
  const cached = (job: VariantJob) => path.join(cacheDir, path.basename(job.url));
  const missing = jobs.filter((job) => !existsSync(cached(job)));
  const groups = new Map<string, VariantJob[]>();
  for (const job of missing) groups.set(cropKey(job), [...(groups.get(cropKey(job)) ?? []), job]);
  const queue = [...groups.values()];
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      const width = Math.max(...group.map((job) => job.width));
      const master = await masterOf(group[0]!.file, group[0]!.crop, width);
      for (const job of group) await encodeOne(master, job, cached(job));
    }
  };
  await Promise.all([worker(), worker()]);

  mkdirSync(publicDir, { recursive: true });
  const wanted = new Set(jobs.map((job) => path.basename(job.url)));
  for (const name of readdirSync(publicDir)) {
    if (!wanted.has(name)) rmSync(path.join(publicDir, name));
  }
  for (const name of wanted) {
    const target = path.join(publicDir, name);
    if (existsSync(target)) continue;
    try {
      linkSync(path.join(cacheDir, name), target);
    } catch {
      copyFileSync(path.join(cacheDir, name), target);
    }
  }
  return {
    planned: jobs.length,
    encoded: missing.length,
    cached: jobs.length - missing.length,
    ms: Date.now() - started,
  };
}
