// Images as the pages use them. Our above-the-fold illustrations are small SVG files (0.5–2 KB
// gzip). Fetched, the hero image arrives one round trip after the HTML (LCP 1.3 s on /home-ten/
// under applied mobile throttling, against 0.87 s for its first paint); written into the HTML as a
// data URL, it paints with the page. Larger files stay separate requests, fetched with high
// priority (components/ui/ResponsiveImage.tsx).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LeadImg } from '../schema/refs';
import type { Img } from '../types';

const inlineLimit = 6 * 1024;
const publicDir = path.join(process.cwd(), 'public');

/** `image` with its file as a data URL (`inline`) when it is one of our SVG files of 6 KB or less. */
export function leadImage(image: Img): LeadImg {
  const { src } = image;
  if (!src.startsWith('/') || !src.endsWith('.svg')) return image;
  const file = path.join(publicDir, src);
  if (!file.startsWith(publicDir) || statSync(file).size > inlineLimit) return image;
  return {
    ...image,
    inline: `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`,
  };
}
