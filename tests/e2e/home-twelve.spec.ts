import { expect, test } from './support/test';
import { fullyVisibleSlides as slidesInView, startCarousel as started } from './support/carousel';

test.describe('home twelve (cloud hosting)', () => {
  test('the first slide holds the only h1, in the server HTML', async ({ page, request }) => {
    const html = await (await request.get('/home-twelve/')).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Game-grade servers for your core banking</h1>');
    await page.goto('/home-twelve/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Game-grade servers for your core banking',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('Order Now lands on the demo request page', async ({ page }) => {
    await page.goto('/home-twelve/');
    const hero = page.getByRole('region', { name: 'Game-grade servers for your core banking' });
    await hero.getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );
  });

  test('hero slider shows one slide per view and Next slide moves it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay while we count
    await page.goto('/home-twelve/');
    const carousel = page.getByRole('group', { name: 'Finorbit Cloud highlights' });
    await started(carousel);
    await expect.poll(() => slidesInView(carousel)).toEqual(['1 of 3']);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(carousel)).toEqual(['2 of 3']);
    await expect(carousel.getByText('Close to every branch and every borrower')).toBeInViewport();
  });

  test('lists servers, counters, prices with cents and the storage rate', async ({ page }) => {
    await page.goto('/home-twelve/');
    const servers = page.getByRole('region', {
      name: 'Pick a server for each part of your platform',
    });
    await expect(servers.getByRole('heading', { level: 3 })).toHaveCount(6);
    const counters = page.getByRole('region', {
      name: 'A network proven under the heaviest loads',
    });
    for (const value of ['5745+', '12.5k+', '45+']) {
      await expect(counters.getByText(value, { exact: true })).toBeVisible();
    }
    for (const label of ['game servers', 'customers', 'data centers']) {
      await expect(counters.getByText(label, { exact: true })).toBeVisible();
    }
    const pricing = page.getByRole('region', { name: 'Server plans from $2.99/mo' });
    await expect(pricing.getByText('$2.99', { exact: true })).toBeVisible();
    await expect(pricing.getByText(/Storage from \$6\.00\/GB per month/)).toBeVisible();
    await expect(pricing.getByText('Not included:').first()).toBeAttached();
    await pricing.getByRole('link', { name: 'Order Branch' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
  });

  test('FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/home-twelve/');
    const region = page.getByRole('region', { name: 'Hosting questions from lenders' });
    const items = region.locator('details');
    await expect(items).toHaveCount(4);
    await expect(items.first()).toHaveAttribute('open', '');
    await region.getByText('How is storage billed?').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.first()).not.toHaveAttribute('open', '');
    await expect(region.locator('details[open]')).toHaveCount(1);
  });

  test('reviews slider shows 2 per view on desktop, 1 on phones, and moves on Next', async ({
    page,
    isMobile,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home-twelve/');
    const carousel = page.getByRole('group', { name: 'Lenders on our hosting', exact: true });
    await started(carousel);
    const perView = isMobile ? 1 : 2;
    await expect.poll(() => slidesInView(carousel).then((s) => s.length)).toBe(perView);
    expect((await slidesInView(carousel))[0]).toBe('1 of 4');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(carousel).then((s) => s[0])).toBe('2 of 4');
    expect((await slidesInView(carousel)).length).toBe(perView);
  });
});
