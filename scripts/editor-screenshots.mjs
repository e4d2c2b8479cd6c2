// The pictures of docs/editors.md: the content editor as a marketer sees it, taken from a running
// `npm run cms` (http://localhost:3000) in Chromium at 1280 × 860. Nothing is saved: the entries are
// typed and left. Run `npm run cms` in one terminal, then `node scripts/editor-screenshots.mjs`.
// CHROMIUM names the browser (default: the machine's /usr/bin/chromium).
import { chromium } from '@playwright/test';

const origin = process.env.CMS_ORIGIN ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
const shot = (name) => page.screenshot({ path: `docs/images/editor-${name}.png` });

/** Picks an option of one of Decap's select widgets by its label. */
async function choose(label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for the preview to settle on what was typed (it follows each keystroke). */
const settled = () => page.waitForLoadState('networkidle');

await page.goto(`${origin}/admin/index.html`);
await page.getByRole('button', { name: /Login/i }).click({ timeout: 120_000 });
await page.getByRole('link', { name: 'News', exact: true }).click({ timeout: 120_000 });
await page.getByRole('link', { name: /Create entry of type News post/ }).waitFor();
await shot('news-list');

// A new post: the messages above the preview say what the build would refuse, field by field.
await page.getByRole('link', { name: /Create entry of type News post/ }).click();
await page
  .getByLabel('Title', { exact: true })
  .fill('Kochi branch goes live on our core banking platform');
await settled();
await shot('post-messages');

// Filled in: the preview is the page the build will make.
await page.getByLabel('Publication date (optional)', { exact: true }).fill('2026-11-27');
await choose('Author', 'Karthik Rao');
await choose('Category', 'Customers');
await page
  .getByLabel('Excerpt', { exact: true })
  .fill(
    'Our Kochi branch moved its loans, deposits and day-end to the new platform over one weekend, with no downtime for members.',
  );
const body = page.getByLabel('markdown field');
await body.getByRole('switch').click();
await body.getByRole('textbox').click();
await page.keyboard.type(
  'Members of the Kochi branch opened the week on the new platform.\n\n## What changed\n\n- Loans and deposits on one screen\n- Day-end in twenty minutes',
);
await settled();
await shot('post-preview');
await browser.close();
