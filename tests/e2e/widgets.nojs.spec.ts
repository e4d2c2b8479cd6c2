import { expect, test, type Locator, type Page } from './support/test';

// JavaScript off at 375 px (the nojs project): tabs, the billing switch, the portfolio filter and
// the lightbox triggers must work from the HTML alone (fragment links + :target, radios + :has()).

/** The panel a fragment-link tab points at. */
async function panelOf(page: Page, tab: Locator) {
  const href = await tab.getAttribute('href');
  expect(href).toMatch(/^#[\w-]+$/);
  return page.locator(href!);
}

/** Nothing may leave the machine: the video host answers with an empty page. */
async function stubVideoHost(page: Page) {
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  );
}

test('every help-center topic tab shows its own panel, one at a time', async ({ page }) => {
  await page.goto('/help-center/');
  const region = page.getByRole('region', { name: 'Browse by topic' });
  const tabLinks = region.locator('a[href^="#"]');
  await expect(tabLinks).toHaveCount(8);

  const first = await panelOf(page, tabLinks.first());
  await expect(first).toBeVisible();
  await expect(first.getByRole('heading', { level: 3 })).toContainText('All Documentation');

  for (let index = 0; index < 8; index += 1) {
    const tab = tabLinks.nth(index);
    const name = (await tab.textContent())!;
    await tab.click();
    const panel = await panelOf(page, tab);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3 })).toContainText(name);
    await expect(panel.getByRole('link').first()).toBeVisible();
    // Only the targeted panel shows; the other seven are out of the way.
    await expect(region.locator('div[id^="topics-"]:visible')).toHaveCount(1);
    // The tab of the shown panel looks selected (the pill is filled). Its background fades in
    // (a 0.2 s transition), so the state is waited for, not read once.
    const other = await tabLinks
      .nth(index === 0 ? 1 : 0)
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect
      .poll(() => tab.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(other);
  }

  // A panel's article links work like any link.
  await tabLinks.filter({ hasText: 'Security Issues' }).click();
  await (
    await panelOf(page, tabLinks.filter({ hasText: 'Security Issues' }))
  )
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/help-center\/[a-z0-9-]+\/$/);
});

test('a link to a topic opens the page on that topic', async ({ page }) => {
  await page.goto('/help-center/#topics-legal-support');
  await expect(page.locator('#topics-legal-support')).toBeVisible();
  await expect(page.locator('#topics-all-documentation')).toBeHidden();
});

test('the tech feature tabs switch between their three panels', async ({ page }) => {
  await page.goto('/home-nine/');
  const region = page.getByRole('region', { name: 'Design and engineering under one roof' });
  const tabs = region.locator('a[href^="#"]');
  await expect(tabs).toHaveText(['Web Design', 'App Development', 'UX/UI Design']);
  await expect(region.getByText('Websites members trust')).toBeVisible();

  await tabs.filter({ hasText: 'UX/UI Design' }).click();
  await expect(region.getByText('Journeys tested with real members')).toBeVisible();
  await expect(region.getByText('Websites members trust')).toBeHidden();

  await tabs.filter({ hasText: 'App Development' }).click();
  await expect(region.getByText('Journeys tested with real members')).toBeHidden();
  await expect(region.locator('div[id]:visible')).toHaveCount(1);
});

test('the billing switch shows the yearly prices', async ({ page }) => {
  await page.goto('/home-four/');
  const region = page.getByRole('region', { name: 'Simple plans for teams of every size' });
  const group = region.getByRole('group', { name: 'Billing period' });
  const pro = region.locator('li').filter({ has: page.getByRole('heading', { name: 'Pro' }) });
  await expect(group.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(pro.getByText('$49', { exact: true })).toBeVisible();
  await expect(pro.getByText('$89', { exact: true })).toBeHidden();

  await group.getByText('Yearly').click();
  await expect(group.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(pro.getByText('$89', { exact: true })).toBeVisible();
  await expect(pro.getByText('per branch / year')).toBeVisible();
  await expect(pro.getByText('$49', { exact: true })).toBeHidden();
  for (const price of ['$39', '$179']) {
    await expect(region.getByText(price, { exact: true })).toBeVisible();
  }
});

test('the portfolio filter filters, and every item links to its full-size image', async ({
  page,
}) => {
  await page.goto('/home-nine/');
  const region = page.getByRole('region', { name: 'Recent work' });
  const items = region.getByRole('link', { name: /, full-size image$/ });
  const all = await items.count();
  expect(all).toBeGreaterThan(4);
  await expect(items.filter({ visible: true })).toHaveCount(all);

  await region.getByRole('group').getByText('Logo', { exact: true }).click();
  await expect(region.getByRole('radio', { name: 'Logo' })).toBeChecked();
  await expect(
    region.getByRole('link', { name: 'Swarna Loans logo, full-size image' }),
  ).toBeVisible();
  await expect(region.getByRole('link', { name: 'Lending website, full-size image' })).toBeHidden();
  const logos = await items.filter({ visible: true }).count();
  expect(logos).toBeGreaterThan(0);
  expect(logos).toBeLessThan(all);

  await region.getByRole('group').getByText('All', { exact: true }).click();
  await expect(items.filter({ visible: true })).toHaveCount(all);

  const item = region.getByRole('link', { name: 'MIS dashboard, full-size image' });
  const href = (await item.getAttribute('href'))!;
  expect(href).toMatch(/^\/.+\.(svg|png|jpe?g|webp)$/);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === href),
    item.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  await expect(page).toHaveURL(href);
});

test('the video trigger is a link that opens the video page', async ({ page }) => {
  await stubVideoHost(page);
  await page.goto('/');
  const video = page.getByRole('link', { name: 'Watch Demo' });
  await expect(video).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
  await video.click();
  await expect(page).toHaveURL(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
});

test('the help search is required: an empty search goes nowhere', async ({ page }) => {
  await page.goto('/help-center/');
  const field = page.getByRole('searchbox', { name: 'Search the help center' });
  await expect(field).toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/help-center\/$/);
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
});
