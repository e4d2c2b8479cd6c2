// Publishing on a date, as out-e2e/ serves it: a preview build (scripts/build-e2e.ts sets
// INCLUDE_SCHEDULED=1) with the fixtures of tests/unit/fixtures/schedule/. A campaign that ended
// on 31 March 2026 stays at its URL, says so, links the page its file names and is noindex, out of
// the sitemap and the speculation rules; a post scheduled for 2099 is built, marked with its time
// and noindex, and kept out of the sitemap and the feeds. (That a build without INCLUDE_SCHEDULED
// leaves it out: tests/unit/scheduled-content.test.ts, and the editor e2e, tests/e2e/cms.spec.ts.)
import { existsSync } from 'node:fs';
import { leadSiteOrigin } from './support/ports';
import { expect, test, type Page } from './support/test';

test.skip(
  !process.env.CI && !existsSync('out-e2e/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);
test.use({ baseURL: leadSiteOrigin });

const ended = '/campaigns/ended-offer-fixture/';
const scheduledPost = '/news/scheduled-fixture-post/';

/** What a crawler reads in the head: robots, canonical, the speculation rules' URL patterns. */
async function head(page: Page) {
  return page.evaluate(() => ({
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    speculation: [...document.querySelectorAll('script[type="speculationrules"]')]
      .map((script) => script.textContent ?? '')
      .join('\n'),
  }));
}

test('an ended campaign keeps its URL, says it ended, links its follow-up page and is noindex', async ({
  page,
  request,
}) => {
  const response = await page.goto(ended);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'This offer ended on 31 Mar 2026',
  );
  await expect(main).toContainText('“Fixture March Gold Loan Offer” is no longer available.');
  // The offer itself is no longer promised.
  await expect(main).not.toContainText('Half the processing fee');
  await expect(page).toHaveTitle(/^Fixture March Gold Loan Offer: this offer has ended/);
  const { robots, canonical, speculation } = await head(page);
  expect(robots).toBe('noindex, follow');
  expect(canonical).toBeNull();
  expect(speculation).not.toContain(ended);
  expect(speculation).not.toContain('/campaigns/');
  // The header and footer stay, so a visitor from an old ad can go anywhere.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const followUp = main.getByRole('link', { name: 'See our gold loan software' });
  await expect(followUp).toHaveAttribute('href', '/products/');
  await followUp.click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain(ended);
});

// Its note's place and words, its head and the files it is left out of do not change with the
// viewport (the note at 375 px: the screenshots): once, at 1280 px.
test('a preview build shows a scheduled post marked with its time, noindex, out of the sitemap and feeds @any-width', async ({
  page,
  request,
}) => {
  const response = await page.goto(scheduledPost);
  expect(response?.status()).toBe(200);
  const note = page.getByRole('note');
  await expect(note).toContainText('Scheduled for 2 Mar 2099, 09:00 IST.');
  await expect(note).toContainText('the live site leaves it out until then');
  // The note comes first in the main content, above the post's title.
  const order = await page.evaluate(() => {
    const note = document.querySelector('main [role="note"]')!;
    const title = document.querySelector('main h1')!;
    return note.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Scheduled fixture post for Monday morning',
  );
  // Its date is the day of its publishAt.
  await expect(page.getByRole('main')).toContainText('2 Mar 2099');
  const { robots, canonical } = await head(page);
  expect(robots).toBe('noindex, follow');
  expect(canonical).toBeNull();
  for (const url of ['/sitemap.xml', '/news/feed.xml', '/news/feed.json']) {
    const body = await (await request.get(url)).text();
    expect(body.length, url).toBeGreaterThan(200);
    expect(body, url).not.toContain(scheduledPost);
  }
});
