// Takes full-page screenshots of routes at 375 px and 1280 px into screenshots/ for review.
// Usage: node scripts/screenshots.mjs [baseURL] [path ...]   (serve out/ first: npm run serve)
// Pages are shot as a returning visitor sees them, in the web fonts (app/_lib/web-fonts.ts: a
// first visit fetches them and stays in the fallback faces); FIRST_VISIT=1 shoots the fallback.
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [baseURL = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
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
await mkdir('screenshots', { recursive: true });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  if (!process.env.FIRST_VISIT) {
    await page.goto(baseURL, { waitUntil: 'load' });
    await page.waitForFunction(() => localStorage.getItem('webFonts'));
  }
  for (const route of paths.length ? paths : ['/']) {
    await page.goto(new URL(route, baseURL).toString(), { waitUntil: 'networkidle' });
    if (process.env.FIRST_VISIT) await page.evaluate(() => localStorage.clear());
    // Scroll through the page so lazy images and islands load, then back to the top.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const name = route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
