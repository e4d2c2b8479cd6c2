import { expect, test } from './support/test';
import { fullyVisibleSlides as slidesInView, startCarousel as started } from './support/carousel';

test.describe('home twelve (cloud hosting)', () => {
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
});
