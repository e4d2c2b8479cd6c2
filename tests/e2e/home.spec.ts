import { expect, test } from './support/test';
import { linkEnhanced, tabsEnhanced } from './support/widgets';

test.describe('home one', () => {
  test('has one h1 and calls to action that land on real pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Core banking and lending software that sanctions loans in minutes',
    );
    const hero = page.getByRole('region', { name: /sanctions loans in minutes/ });
    await hero.getByRole('link', { name: 'Talk to our team' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    await page.goto('/');
    await page.getByRole('link', { name: 'See featured integrations' }).click();
    await expect(page).toHaveURL(/\/integrations\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Featured Integrations');

    await page.goto('/');
    await page.getByRole('link', { name: 'Choose Advanced' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('testimonial tabs switch on click and arrow keys move between them', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'What lenders say after switching' });
    await tabsEnhanced(region); // roles, roving focus and arrow keys come with the island
    const tabs = region.getByRole('tab');
    await expect(tabs).toHaveCount(5);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(region.getByRole('tabpanel')).toContainText('2-3 days to 15 minutes');

    await region.getByRole('tab', { name: 'Co-operative society' }).click();
    await expect(region.getByRole('tabpanel')).toContainText('migrated in 50 days');
    await page.keyboard.press('ArrowRight');
    await expect(region.getByRole('tab', { name: 'Nidhi company' })).toBeFocused();
    await expect(region.getByRole('tab', { name: 'Nidhi company' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(region.getByRole('tabpanel')).toContainText('Gold loans sanctioned');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(region.getByRole('tab', { name: 'Finance company' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(region.getByRole('tab', { name: 'Small finance bank' })).toBeFocused();
    await expect(region.getByRole('tabpanel')).toContainText('UPI mobile banking');
    await expect(region.locator('[role="tabpanel"]:visible')).toHaveCount(1);
  });

  test('FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Questions lenders ask us' });
    const items = region.locator('details');
    const openCount = () => region.locator('details[open]').count();
    await expect(items.first()).toHaveAttribute('open', '');
    expect(await openCount()).toBe(1);
    await region.getByText('Does the mobile banking app support UPI payments?').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.first()).not.toHaveAttribute('open', '');
    expect(await openCount()).toBe(1);
    await expect(region.getByText(/pay and collect over UPI/)).toBeVisible();
  });

  test('price list shows three plans with what each includes', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Plans that grow with your branches' });
    for (const price of ['$29', '$49', '$69']) {
      await expect(region.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(region.getByText('Not included:').first()).toBeAttached();
  });

  test('shows 16 integration logos', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', {
      name: 'Connected to the services Indian lenders rely on',
    });
    await expect(region.locator('li img')).toHaveCount(16);
    await region.locator('li').last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        region
          .locator('li img')
          .evaluateAll((imgs) =>
            imgs.every(
              (img) =>
                (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
  });

  test('the demo video loads nothing before the click, plays from youtube-nocookie, closes with Esc', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    // Nothing may leave the machine: answer the embed with an empty page.
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    const button = page.getByRole('link', { name: 'Watch Demo' });
    await linkEnhanced(button); // the lightbox is the island's; before it the link opens YouTube
    await button.click();
    const frame = page.locator('iframe[title="Watch Demo"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/,
    );
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
      true,
    );
    const width = await frame.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(800);

    await page.keyboard.press('Escape');
    await expect(frame).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('renders its content without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('in minutes');
    for (const heading of [
      'What lenders say after switching',
      'Live in weeks, in four steps',
      'Plans that grow with your branches',
      'Questions lenders ask us',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await context.close();
  });
});
