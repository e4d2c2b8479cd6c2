// The Markdown collections with JavaScript off (the nojs project): every card leads to its own
// page, a job application posts itself, and the help search still leads somewhere useful.
import { existsSync } from 'node:fs';
import { expect, test } from './support/test';
import { newToken, receivedFor } from './support/forms';
import { leadSiteOrigin } from './support/ports';
import { siteUrl } from '../../lib/site';

test('from /career/, an opening’s title opens that opening', async ({ page }) => {
  await page.goto('/career/');
  const positions = page.getByRole('region', { name: 'Find the role that fits you' });
  const titles = await positions.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(3);
  for (const title of [titles[1]!, titles.at(-1)!]) {
    await page.goto('/career/');
    await positions.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/career\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('from /news/, a card opens its own article, and the article links on to others', async ({
  page,
}) => {
  await page.goto('/news/');
  const cards = page.getByRole('article');
  const hrefs = await cards
    .locator('h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  const second = cards.nth(1).locator('h3 a');
  const title = (await second.textContent())!;
  await second.click();
  await expect(page).toHaveURL(hrefs[1]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
  await expect(related).toHaveCount(3);
  const next = related.first().locator('h3 a');
  const nextTitle = (await next.textContent())!;
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
});

test('a help topic’s article opens its own page, and the search offers a web search', async ({
  page,
}) => {
  // Nothing may leave the machine: the web search answers with a stub page.
  const searches: string[] = [];
  await page.route(/^https:\/\/duckduckgo\.com\//, (route) => {
    searches.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>results</title>' });
  });
  await page.goto('/help-center/');
  // The in-page search needs scripts: the page says so and offers a web search of this site.
  const webSearch = page.getByRole('form', { name: 'Search this site with DuckDuckGo' });
  await expect(webSearch).toBeVisible();
  await webSearch.getByRole('searchbox').fill('dormant account');
  await webSearch.getByRole('button', { name: 'Search with DuckDuckGo' }).click();
  await expect.poll(() => searches.length).toBe(1);
  const url = new URL(searches[0]!);
  expect(url.searchParams.get('q')).toBe('dormant account');
  expect(url.searchParams.get('sites')).toBe(new URL(siteUrl).host);

  await page.goto('/help-center/');
  const link = page
    .locator('#topics-all-documentation')
    .getByRole('link', { name: /IMPS or NEFT/ });
  await link.click();
  await expect(page).toHaveURL(/\/help-center\/imps-neft-disbursement-failed\/$/);
  await expect(page.getByRole('article')).toContainText(/dormant/i);
});

test('a help topic’s tab leads to all its articles, a page at a time, and back to another topic', async ({
  page,
}) => {
  await page.goto('/help-center/');
  const all = page.locator('#topics-all-documentation');
  // An article's link, not a topic chip's or a page number's.
  const articleLinks = 'a[href^="/help-center/"]:not([href*="/topic/"])';
  const shown = await all.locator(articleLinks).count();
  expect(shown).toBe(12);
  const total = Number(
    (await all.getByRole('link', { name: /^See all \d+ articles/ }).textContent())!.match(
      /\d+/,
    )![0],
  );
  expect(total).toBeGreaterThan(12);
  await all.getByRole('link', { name: /^See all \d+ articles/ }).click();
  await expect(page).toHaveURL(/\/help-center\/topic\/all\/$/);
  const list = page.getByRole('region', { name: new RegExp(`All help articles \\(${total}\\)`) });
  await expect(list.locator(articleLinks)).toHaveCount(12);
  const pages = list.getByRole('navigation', { name: 'Help topic pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/help-center\/topic\/all\/page\/2\/$/);
  await expect(page.getByRole('region', { name: /page 2 of/ }).locator(articleLinks)).toHaveCount(
    total - 12,
  );
  await page
    .getByRole('navigation', { name: 'Help topics' })
    .getByRole('link', { name: 'Security Issues' })
    .click();
  await expect(page).toHaveURL(/\/help-center\/topic\/security-issues\/$/);
  const article = page.getByRole('link', {
    name: 'Turning on two-factor authentication for staff',
  });
  await article.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Turning on two-factor authentication for staff',
  );
});

test('the spec’s single detail routes land on the item each showed', async ({ page }) => {
  for (const [from, to] of [
    ['/news-details/', '/news/finance-company-15-minutes/'],
    ['/single-career/', '/career/senior-backend-developer/'],
    ['/help-center-details/', '/help-center/nach-mandate-setup/'],
  ]) {
    await page.goto(from!);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});

test.describe('a job application', () => {
  test('without an endpoint (out/) posts into an email to the hiring team', async ({ page }) => {
    await page.goto('/career/qa-engineer-lending/');
    const form = page.getByRole('form', { name: 'Apply for QA Engineer, Lending Workflows' });
    await expect(form).toHaveAttribute(
      'action',
      /^mailto:careers@finorbit\.in\?subject=Application%3A%20QA%20Engineer/,
    );
    await expect(form).toHaveAttribute('method', 'post');
  });

  test('with an endpoint (out-e2e) lands on /thank-you/ and the endpoint has the role’s page', async ({
    page,
    request,
  }) => {
    test.skip(
      !process.env.CI && !existsSync('out-e2e/index.html'),
      'run `npm run build:e2e` first (npm test does)',
    );
    const token = newToken();
    await page.goto(`${leadSiteOrigin}/career/qa-engineer-lending/`);
    const form = page.getByRole('form', { name: 'Apply for QA Engineer, Lending Workflows' });
    await form.getByRole('textbox', { name: 'Full name' }).fill(`Anita Joseph ${token}`);
    await form.getByRole('textbox', { name: 'Email' }).fill('anita@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+91 98470 55555');
    await form
      .getByRole('textbox', { name: 'LinkedIn profile or CV link' })
      .fill('https://www.linkedin.com/in/anita-joseph');
    await form.getByRole('button', { name: 'Send Application' }).click();
    await expect(page).toHaveURL(`${leadSiteOrigin}/thank-you/`);
    const [sent] = await receivedFor(request, token);
    expect(sent?.body).toMatchObject({
      formId: 'job-application',
      page: '/career/qa-engineer-lending/',
      name: `Anita Joseph ${token}`,
      phone: '+91 98470 55555',
      profile: 'https://www.linkedin.com/in/anita-joseph',
    });
  });
});
