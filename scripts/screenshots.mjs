// Takes full-page screenshots of routes at 375 px and 1280 px for review, and for before/after
// comparisons of refactors (scripts/compare-screenshots.mjs).
// Usage: node scripts/screenshots.mjs [baseURL] [path ...]   (serve out/ first: npm run serve)
//        node scripts/screenshots.mjs [baseURL] --all         (every page in out/, 404 included)
// SHOTS_DIR=dir writes elsewhere than screenshots/. Pages are shot as a returning visitor sees
// them, in the web fonts (lib/web-fonts.ts: a first visit fetches them and stays in the fallback
// faces); FIRST_VISIT=1 shoots the fallback. Motion is reduced so carousels hold still, and every
// carousel has started before the shot (a full-page shot grows the viewport to the whole page,
// which would otherwise start the ones below the fold during the shot). OUT_DIR=dir lists the
// pages of that export for --all (default out/).
import { mkdir, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [baseURL = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? 'screenshots';

/** Every exported page as the path a visitor requests. */
async function allPaths() {
  const files = await readdir(process.env.OUT_DIR ?? 'out', { recursive: true });
  return files
    .filter((file) => file.endsWith('index.html') && !file.startsWith('admin'))
    .map((file) => `/${path.dirname(file)}/`.replace(/^\/\.\/$/, '/').replace(/\/+/g, '/'))
    .concat('/404.html')
    .sort();
}

const paths = args[0] === '--all' ? await allPaths() : args.length ? args : ['/'];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: existsSync(executablePath) ? executablePath : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
await mkdir(outDir, { recursive: true });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  // SHOTS_TIMEOUT=ms for a loaded machine (a full-page shot of a long page can take > 30 s).
  page.setDefaultTimeout(Number(process.env.SHOTS_TIMEOUT ?? 30_000));
  if (!process.env.FIRST_VISIT) {
    await page.goto(baseURL, { waitUntil: 'load' });
    await page.waitForFunction(() => localStorage.getItem('webFonts'));
  }
  for (const route of paths) {
    await page.goto(new URL(route, baseURL).toString(), { waitUntil: 'networkidle' });
    if (process.env.FIRST_VISIT) await page.evaluate(() => localStorage.clear());
    // Scroll through the page so lazy images and islands load, then back to the top.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.swiper')].every((el) =>
        el.classList.contains('swiper-initialized'),
      ),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const name =
      route
        .replace(/\.html$/, '')
        .replace(/\//g, '_')
        .replace(/^_|_$/g, '') || 'home';
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
