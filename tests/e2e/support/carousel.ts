// Helpers for the carousel checks of the landing-page specs.
import { expect, type Locator } from '@playwright/test';

/**
 * A carousel control by its label: a link to a slide before Swiper runs, a button (role) after.
 * There is one "Next slide" link per slides-per-view layout; CSS shows the one for this width.
 */
export function control(carousel: Locator, label: string): Locator {
  return carousel.locator(`[aria-label="${label}"]:visible`);
}

/**
 * Scrolls the carousel into view and waits until Swiper has taken it over (the island fetches
 * Swiper only when the carousel nears the viewport). For tests of what Swiper adds.
 */
export async function startCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
  await settled(carousel);
}

/** Resolves once Swiper has finished moving (clicks during a transition are ignored by design). */
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

/**
 * In the page: labels ("2 of 5") of the slides whose box lies fully inside the carousel's viewport,
 * left to right. Self-contained, so any engine's driver can run it (tests/engines/ too).
 */
export function slidesInView(root: Element): string[] {
  const box = root.querySelector('.swiper')!.getBoundingClientRect();
  return [...root.querySelectorAll<HTMLElement>('.swiper-slide')]
    .map((slide) => ({ slide, rect: slide.getBoundingClientRect() }))
    .filter(({ rect }) => rect.left >= box.left - 1 && rect.right <= box.right + 1)
    .sort((a, b) => a.rect.left - b.rect.left)
    .map(({ slide }) => slide.getAttribute('aria-label') ?? '');
}

/** Labels ("2 of 5") of the slides whose box lies fully inside the carousel's viewport, left to right. */
export function fullyVisibleSlides(carousel: Locator): Promise<string[]> {
  return carousel.evaluate(slidesInView);
}

/**
 * Checks the slides per view at the current width, then that 'Next slide' moves the carousel on by
 * one slide and keeps the same number in view.
 */
export async function expectSlidesPerViewAndNext(carousel: Locator, perView: number) {
  await startCarousel(carousel);
  await expect.poll(() => fullyVisibleSlides(carousel).then((s) => s.length)).toBe(perView);
  const before = await fullyVisibleSlides(carousel);
  const total = await carousel.locator('.swiper-slide').count();
  const firstIndex = Number(before[0]!.split(' ')[0]);
  const next = `${(firstIndex % total) + 1} of ${total}`;

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => fullyVisibleSlides(carousel).then((s) => s[0])).toBe(next);
  await settled(carousel);
  expect(await fullyVisibleSlides(carousel)).toHaveLength(perView);
}
