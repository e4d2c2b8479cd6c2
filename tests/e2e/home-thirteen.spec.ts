import { expect, test } from './support/test';
import { linkEnhanced } from './support/widgets';
import { fullyVisibleSlides as slidesInView, startCarousel as started } from './support/carousel';

const title = 'Payments your borrowers make in two taps';

test.describe('home thirteen (payments app)', () => {
  test('has one h1; Download Now, Explore More and Get Started land on real pages', async ({
    page,
  }) => {
    await page.goto('/home-thirteen/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page
      .getByRole('region', { name: title })
      .getByRole('link', { name: 'Download Now' })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    await page.goto('/home-thirteen/');
    await page.getByRole('link', { name: 'Explore More' }).click();
    await expect(page).toHaveURL(/\/company\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('customer experience');

    for (const region of [
      'One app for repayments, transfers and shop payments',
      'Payments that add up every day',
    ]) {
      await page.goto('/home-thirteen/');
      await page
        .getByRole('region', { name: region })
        .getByRole('link', { name: 'Get Started' })
        .click();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    }
  });

  test('Watch Demo opens the video lightbox only on click', async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
    );
    await page.goto('/home-thirteen/');
    await expect(page.locator('iframe')).toHaveCount(0);
    const button = page.getByRole('link', { name: 'Watch Demo' });
    await linkEnhanced(button); // the lightbox is the island's; before it the link opens YouTube
    await button.click();
    await expect(page.locator('iframe[title="Watch Demo"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('shows the four steps and the counters', async ({ page }) => {
    await page.goto('/home-thirteen/');
    const steps = page.getByRole('region', { name: 'Just Few Steps to Start' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Register for Free',
      'Set up your Transfer',
      'Make your Payment',
      'Enjoy your Service',
    ]);
    const counters = page.getByRole('region', { name: 'Payments that add up every day' });
    for (const text of ['32k', 'Daily Transaction', '2.3K', 'Seller', '12b+', 'Success Payment']) {
      await expect(counters.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('logo carousel shows 5 per view on desktop, 2 on phones, and moves on Next', async ({
    page,
    isMobile,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay while we count
    await page.goto('/home-thirteen/');
    const carousel = page.getByRole('group', {
      name: 'Lenders who put payments in their own app',
      exact: true,
    });
    await started(carousel);
    const perView = isMobile ? 2 : 5;
    await expect.poll(() => slidesInView(carousel).then((s) => s.length)).toBe(perView);
    expect((await slidesInView(carousel))[0]).toBe('1 of 8');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(carousel).then((s) => s[0])).toBe('2 of 8');
    expect((await slidesInView(carousel)).length).toBe(perView);
  });

  test('testimonial carousel shows 3 per view on desktop, 1 on phones, and moves on Next', async ({
    page,
    isMobile,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home-thirteen/');
    const carousel = page.getByRole('group', {
      name: 'What lenders say about Finorbit Pay',
      exact: true,
    });
    await started(carousel);
    const perView = isMobile ? 1 : 3;
    await expect.poll(() => slidesInView(carousel).then((s) => s.length)).toBe(perView);
    expect((await slidesInView(carousel))[0]).toBe('1 of 5');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(carousel).then((s) => s[0])).toBe('2 of 5');
    expect((await slidesInView(carousel)).length).toBe(perView);
  });

  test('offers the store badges and the newsletter form', async ({ page }) => {
    await page.goto('/home-thirteen/');
    const app = page.getByRole('region', { name: 'Your brand on every phone' });
    await expect(app.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(app.getByRole('link', { name: /Google Play/ })).toBeVisible();
    const newsletter = page.getByRole('region', { name: 'Payments news for lenders' });
    await expect(newsletter.getByPlaceholder('Enter your email')).toHaveAttribute('required', '');
  });
});
