import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls a carousel (role group, aria-roledescription carousel) into view, waits for Swiper,
 * and returns a reader of the labels of slides lying fully inside its viewport.
 */
export async function startCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
  const settled = () =>
    expect
      .poll(() =>
        carousel
          .locator('.swiper')
          .evaluate(
            (el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
          ),
      )
      .toBe(false);
  const fullyVisible = () =>
    carousel.evaluate((region) => {
      const box = region.querySelector('.swiper')!.getBoundingClientRect();
      return [...region.querySelectorAll<HTMLElement>('.swiper-slide')]
        .filter((slide) => {
          const r = slide.getBoundingClientRect();
          return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
        })
        .map((slide) => slide.getAttribute('aria-label') ?? '');
    });
  await settled();
  return { fullyVisible, settled };
}

/** Checks the slides per view, then that 'Next slide' moves the first visible slide on. */
export async function expectSlidesAndNext(carousel: Locator, perView: number) {
  const { fullyVisible, settled } = await startCarousel(carousel);
  await expect.poll(() => fullyVisible().then((s) => s.length)).toBe(perView);
  const first = (await fullyVisible())[0];
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => fullyVisible().then((s) => s[0])).not.toBe(first);
  await settled();
  expect((await fullyVisible()).length).toBe(perView);
}
