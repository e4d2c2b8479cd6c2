import { expect, test } from './support/test';
import { hydrated } from './support/forms';

test.describe('header', () => {
  test('sticks past 80 px and lets go at 80 px or less', async ({ page, isMobile }) => {
    test.skip(isMobile, 'checked at 1280 px');
    await page.goto('/company/');
    const header = page.locator('header');
    const mainTop = () =>
      page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    const top = await mainTop();
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    // Pinning the header takes it out of the flow; its slot keeps the content where it was.
    expect(await mainTop()).toBe(top);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 80, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo({ top: 81, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-sticky', 'true');
  });

  test('desktop navigation has the site links and marks the current page', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'desktop menu');
    await page.goto('/company/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('side menu opens, closes with Esc and returns focus to its button', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'side menu is for small screens');
    await page.goto('/contact/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Company' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Reach Us' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await dialog.getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL(/\/company\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('side menu works at once after load, and keeps Tab inside once enhanced', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'side menu is for small screens');
    await page.goto('/contact/', { waitUntil: 'load' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The island only adds the focus trap: a popover is not modal.
    await expect(page.locator('#side-menu')).toHaveAttribute('data-enhanced', 'true');
    await toggle.click();
    const close = dialog.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Reach Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
  });

  test('skip link moves to the main content', async ({ page }) => {
    await page.goto('/contact/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the newsletter form, three link columns, two offices, socials and © 2024', async ({
    page,
  }) => {
    await page.goto('/company/');
    const footer = page.locator('footer');
    await expect(footer.getByPlaceholder('Enter your email')).toBeVisible();
    await expect(footer.getByRole('navigation')).toHaveCount(3);
    await expect(footer.getByText('Kochi office')).toBeVisible();
    await expect(footer.getByText('Bengaluru office')).toBeVisible();
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(footer).toContainText('© 2024');
  });
});

test.describe('internal links', () => {
  test('load the next page as a document, at its top, without prefetching other pages', async ({
    page,
  }) => {
    const flight: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.endsWith('.txt') || url.includes('_rsc=')) flight.push(url);
    });
    await page.goto('/company/');
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click(),
    ]);
    await expect(page).toHaveURL(/\/contact\/$/);
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
    );
    expect(navigation).toMatch(/\/contact\/$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(flight).toEqual([]);
  });
});

test.describe('start-up scripts', () => {
  test('are requested after the first contentful paint, compile-hinted, and hydrate the page', async ({
    page,
  }) => {
    await page.goto('/');
    // The sticky header is an island: it only reacts to scrolling once the page has hydrated.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(page.locator('header')).toHaveAttribute('data-sticky', 'true');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.scripts.length).toBeGreaterThanOrEqual(5);
    for (const script of timing.scripts) {
      expect(script.start, script.url).toBeGreaterThanOrEqual(timing.paint);
    }
    const first = await page.request.get(timing.scripts[0]!.url);
    expect((await first.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});

test.describe('footer newsletter', () => {
  test('validates what was typed, before and after its island takes over', async ({ page }) => {
    await page.goto('/contact/');
    const footer = page.locator('footer');
    const form = footer.locator('form');
    const input = footer.getByPlaceholder('Enter your email');
    // Right after load: the browser refuses a malformed address and shows the message.
    await input.fill('ops@nbfc');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(input).toHaveValue('ops@nbfc');
    await expect(
      footer.getByText('Please enter a valid email address', { exact: false }).filter({
        visible: true,
      }),
    ).toHaveCount(1);
    expect(page.url()).toMatch(/\/contact\/$/);
    // Once hydrated, the island's message is linked to the field and the value is kept.
    await hydrated(form);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
    await input.fill('ops@nbfc.in');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // No endpoint in this build: the form says so and offers the sales email, keeping the value.
    await expect(footer.getByRole('status')).toContainText('Online sending is not available');
    await expect(footer.getByRole('link', { name: /sales@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(input).toHaveValue('ops@nbfc.in');
    expect(page.url()).not.toContain('ops%40nbfc');
  });
});
