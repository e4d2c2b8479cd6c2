// Compares two folders of screenshots (scripts/screenshots.mjs) pixel by pixel, in Chromium's
// canvas (no image library needed): prints each file whose size or pixels differ, with the count
// of differing pixels, and exits 1 when any differ or are missing.
// Usage: node scripts/compare-screenshots.mjs before/ after/
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-screenshots.mjs <before-dir> <after-dir>');
const names = [...new Set([...(await readdir(before)), ...(await readdir(after))])]
  .filter((name) => name.endsWith('.png'))
  .sort();
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: existsSync(executablePath) ? executablePath : undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
let differing = 0;
for (const name of names) {
  const [a, b] = [path.join(before, name), path.join(after, name)];
  if (!existsSync(a) || !existsSync(b)) {
    console.log(`${name}: only in ${existsSync(a) ? before : after}`);
    differing += 1;
    continue;
  }
  const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
  if (bytesA.equals(bytesB)) continue;
  const result = await page.evaluate(
    async ([dataA, dataB]) => {
      const decode = async (data) => {
        const bitmap = await createImageBitmap(await (await fetch(data)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [imageA, imageB] = await Promise.all([decode(dataA), decode(dataB)]);
      if (imageA.width !== imageB.width || imageA.height !== imageB.height) {
        return `size ${imageA.width}×${imageA.height} → ${imageB.width}×${imageB.height}`;
      }
      let pixels = 0;
      let firstRow = -1;
      for (let i = 0; i < imageA.data.length; i += 4) {
        if (
          imageA.data[i] !== imageB.data[i] ||
          imageA.data[i + 1] !== imageB.data[i + 1] ||
          imageA.data[i + 2] !== imageB.data[i + 2] ||
          imageA.data[i + 3] !== imageB.data[i + 3]
        ) {
          pixels += 1;
          if (firstRow < 0) firstRow = Math.floor(i / 4 / imageA.width);
        }
      }
      return pixels ? `${pixels} pixels differ, from row ${firstRow}` : null;
    },
    [
      `data:image/png;base64,${bytesA.toString('base64')}`,
      `data:image/png;base64,${bytesB.toString('base64')}`,
    ],
  );
  if (result) {
    console.log(`${name}: ${result}`);
    differing += 1;
  }
}
await browser.close();
console.log(`${names.length} screenshots compared, ${differing} differ`);
process.exit(differing ? 1 : 0);
