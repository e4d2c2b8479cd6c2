import { chromium } from '@playwright/test';
const [route, width, ...selectors] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(`http://127.0.0.1:3104${route}`, { waitUntil: 'networkidle' });
await page.evaluate(() => document.querySelectorAll('img[loading=lazy]').forEach((i) => (i.loading = 'eager')));
await page.waitForTimeout(300);
let n = 0;
for (const sel of selectors) {
  const el = page.locator(sel).first();
  const file = `/tmp/shots-support/${route.replace(/\//g, '_')}${width}-${n++}.png`;
  await el.screenshot({ path: file });
  console.log(file);
}
await browser.close();
