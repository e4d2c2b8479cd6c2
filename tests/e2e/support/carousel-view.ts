// Counting a carousel's slides in view, for the per-route e2e specs.
import { expect, type Locator } from '@playwright/test';

/** Labels ("2 of 6") of the slides whose box lies fully inside the carousel's viewport. */
export async function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) => {
    const box = region.querySelector('.swiper')!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('.swiper-slide')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

/** Scrolls the carousel into view and waits for Swiper to initialise and stop moving. */
export async function readyCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
  await settled(carousel);
}

/** Resolves once Swiper has finished a transition. */
export async function settled(carousel: Locator) {
  await expect
    .poll(() =>
      carousel
        .locator('.swiper')
        .evaluate(
          (el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
        ),
    )
    .toBe(false);
}
