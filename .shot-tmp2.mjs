import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://127.0.0.1:3104/help-center/', { waitUntil: 'networkidle' });
  await page.getByLabel('Search the help center').fill('mandate');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForTimeout(500);
  await page.locator('main section').first().screenshot({ path: `/tmp/shots-support/search-${width}.png` });
  await page.getByLabel('Search the help center').fill('zzzz');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  await page.locator('main section').first().screenshot({ path: `/tmp/shots-support/nomatch-${width}.png` });
  console.log(page.url());
}
await browser.close();
