import { expect, test, type Locator } from './support/test';
import { control, fullyVisibleSlides } from './support/carousel';

// JavaScript off, 375 px: a carousel is a scroll-snap strip whose controls are links to its slides.
const carousels = [
  { path: '/company/', name: 'What our customers say' },
  { path: '/home-ten/', name: 'Trusted by lenders across India' },
  { path: '/home-ten/', name: 'Lenders who sleep better' },
];

/** The slides fully in the strip's view once it has come to rest (scrolls here are animated). */
async function restingSlides(carousel: Locator): Promise<string[]> {
  const strip = carousel.locator('.swiper');
  const position = () => strip.evaluate((element) => element.scrollLeft);
  let last = await position();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 120));
    const now = await position();
    if (now === last) return fullyVisibleSlides(carousel);
    last = now;
  }
}

/** The first slide fully in the strip's view, once it has come to rest on a snap point. */
async function firstInView(carousel: Locator) {
  return (await restingSlides(carousel))[0];
}

for (const { path, name } of carousels) {
  test.describe(`${path} "${name}" without JavaScript`, () => {
    test('Next brings the next slide into view', async ({ page }) => {
      await page.goto(path);
      const carousel = page.getByRole('group', { name, exact: true });
      const total = await carousel.locator('.swiper-slide').count();
      await expect.poll(() => firstInView(carousel)).toBe(`1 of ${total}`);
      const perView = (await fullyVisibleSlides(carousel)).length;
      const next = control(carousel, 'Next slide');
      await expect(next).toHaveAttribute('href', `#${await slideId(carousel, perView + 1)}`);
      await next.click();
      // The slide after those in view comes in; the strip snaps whole slides into place.
      await expect.poll(() => fullyVisibleSlides(carousel)).toContain(`${perView + 1} of ${total}`);
      await expect.poll(() => firstInView(carousel)).toBe(`2 of ${total}`);
      // The controls stay in view above the slide (clear of the pinned header).
      await expect(next).toBeInViewport();
    });

    test('the strip scrolls slide by slide from the keyboard and reaches every slide', async ({
      page,
    }) => {
      await page.goto(path);
      const carousel = page.getByRole('group', { name, exact: true });
      const total = await carousel.locator('.swiper-slide').count();
      const strip = carousel.getByRole('group', { name: 'Slides' });
      await strip.focus();
      await expect(strip).toBeFocused();
      const seen = new Set(await restingSlides(carousel));
      for (let press = 0; press < total && seen.size < total; press += 1) {
        const before = await firstInView(carousel);
        await page.keyboard.press('ArrowRight');
        // One slide on per press: snapping turns the arrow key's small step into a whole slide.
        await expect
          .poll(() => firstInView(carousel))
          .toBe(`${Number(before!.split(' ')[0]) + 1} of ${total}`);
        for (const label of await restingSlides(carousel)) seen.add(label);
      }
      // Every slide came fully into view: none is clipped or out of reach.
      expect([...seen].sort()).toEqual(
        Array.from({ length: total }, (_, index) => `${index + 1} of ${total}`).sort(),
      );
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => restingSlides(carousel)).toContain(`${total - 1} of ${total}`);
    });

    test('a horizontal scroll (trackpad, wheel) moves it on by whole slides', async ({ page }) => {
      await page.goto(path);
      const carousel = page.getByRole('group', { name, exact: true });
      const total = await carousel.locator('.swiper-slide').count();
      const strip = carousel.getByRole('group', { name: 'Slides' });
      await strip.scrollIntoViewIfNeeded();
      const box = (await strip.boundingBox())!;
      const step = await carousel.locator('.swiper-slide').evaluateAll((slides) => {
        const [first, second] = slides as HTMLElement[];
        return second!.offsetLeft - first!.offsetLeft;
      });
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // Past half a slide: snapping carries it on to the next slide's edge, never half-way.
      await page.mouse.wheel(Math.round(step * 0.6), 0);
      await expect.poll(() => firstInView(carousel)).toBe(`2 of ${total}`);
      // To the end: the last slide is fully in view, not clipped.
      await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => fullyVisibleSlides(carousel)).toContain(`${total} of ${total}`);
    });
  });
}

/** Element id of the n-th (1-based) slide of a carousel. */
function slideId(carousel: Locator, n: number) {
  return carousel
    .locator('.swiper-slide')
    .nth(n - 1)
    .getAttribute('id');
}
