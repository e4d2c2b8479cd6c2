import { expect, test, type Locator, type Page } from './support/test';
import { layoutAt } from '../../components/islands/carousel-config';
import { control } from './support/carousel';
import { routeCarousels } from './support/carousels';

const carousels = routeCarousels();

function carouselAt(page: Page, index: number): Locator {
  return page.locator('[aria-roledescription="carousel"]').nth(index);
}

/** Labels of the slides at least half inside the carousel's viewport, left to right. */
function visibleSlides(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) => {
    const box = region.querySelector('.swiper')!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('.swiper-slide')]
      .map((slide) => ({ slide, r: slide.getBoundingClientRect() }))
      .filter(({ r }) => Math.min(r.right, box.right) - Math.max(r.left, box.left) > r.width / 2)
      .sort((a, b) => a.r.left - b.r.left)
      .map(({ slide }) => slide.getAttribute('aria-label') ?? '');
  });
}

/**
 * Runs the page's clock on by `ms` (installed before the page loaded) and checks the carousel did
 * not move: a due autoplay timer would fire during the run, so no real time has to pass.
 */
async function staysStill(page: Page, carousel: Locator, ms: number) {
  const index = () =>
    carousel
      .locator('.swiper')
      .evaluate((el) => (el as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex);
  const held = await index();
  const first = (await visibleSlides(carousel))[0];
  await page.clock.runFor(ms);
  expect(await index()).toBe(held);
  expect((await visibleSlides(carousel))[0]).toBe(first);
}

/** Waits until Swiper has taken the carousel over (it loads when the carousel nears the viewport). */
async function started(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
}

// One visit per carousel and width: what a visitor sees and does from the first paint, then once
// Swiper has taken over (the island starts it on the slide the visitor left in view).
test.describe('every carousel', () => {
  for (const { path, index, config } of carousels) {
    test(`${path} carousel ${index + 1}: moves from the first paint, shows its configured slides per view`, async ({
      page,
    }) => {
      // Autoplay would move the slides under the assertions: hold it still.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      const carousel = carouselAt(page, index);
      const slideCount = await carousel.locator('.swiper-slide').count();
      const viewport = page.viewportSize()!;
      const expected = Math.min(layoutAt(config, viewport.width).slidesPerView, slideCount);
      const movable = slideCount > expected && config.navigation !== false;

      await test.step('laid out before Swiper starts (pre-init CSS)', async () => {
        await expect.poll(() => visibleSlides(carousel).then((s) => s.length)).toBe(expected);
      });
      if (movable) {
        await test.step('Next right after load brings slide 2 into view', async () => {
          // No wait for hydration or Swiper: the link works on its own, the island or Swiper
          // take the click over when they are there.
          await control(carousel, 'Next slide').click();
          await expect
            .poll(() => visibleSlides(carousel).then((s) => s[0]))
            .toBe(`2 of ${slideCount}`);
        });
      }
      await test.step('laid out the same once Swiper runs, on the slide left in view', async () => {
        await started(carousel);
        await expect.poll(() => visibleSlides(carousel).then((s) => s.length)).toBe(expected);
        // Swiper may place its first slide a frame after the count settles.
        await expect
          .poll(() => visibleSlides(carousel).then((s) => s[0]))
          .toBe(`${movable ? 2 : 1} of ${slideCount}`);
      });
      if (movable) {
        await test.step('Previous and Next move it one slide', async () => {
          await carousel.getByRole('button', { name: 'Previous slide' }).click();
          await expect
            .poll(() => visibleSlides(carousel).then((s) => s[0]))
            .toBe(`1 of ${slideCount}`);
          await carousel.getByRole('button', { name: 'Next slide' }).click();
          await expect
            .poll(() => visibleSlides(carousel).then((s) => s[0]))
            .toBe(`2 of ${slideCount}`);
        });
      }
      if (config.pagination && slideCount > expected) {
        await test.step('a dot shows its slide', async () => {
          const last = carousel.getByRole('button', {
            name: `Show slide ${slideCount} of ${slideCount}`,
          });
          await last.click();
          await expect(last).toHaveAttribute('aria-current', 'true');
          await expect
            .poll(() => visibleSlides(carousel))
            .toContain(`${slideCount} of ${slideCount}`);
        });
      }
    });
  }
});

const autoplaying = carousels.filter((carousel) => carousel.config.autoplay);

// The timing behaviour is one island's: it is exercised in full on the first autoplaying
// carousel; every other one is checked for its running state, button and reduced-motion pause.
test.describe('autoplay', () => {
  for (const { path, index, config } of autoplaying.slice(0, 1)) {
    const delay = config.autoplay!.delay;

    test(`${path} carousel ${index + 1} advances by itself, pauses on hover and on its button`, async ({
      page,
      isMobile,
    }) => {
      await page.clock.install(); // time runs as usual; staysStill moves it on at once
      await page.goto(path);
      const carousel = carouselAt(page, index);
      await started(carousel);
      // Keep the pointer away so hover does not pause it.
      if (!isMobile) await page.mouse.move(0, 0);
      const first = (await visibleSlides(carousel))[0];
      await expect
        .poll(() => visibleSlides(carousel).then((s) => s[0]), { timeout: delay * 3 })
        .not.toBe(first);

      if (!isMobile) {
        await carousel.hover();
        await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
        await staysStill(page, carousel, delay + 1500);
        await page.mouse.move(0, 0);
        await expect(carousel).toHaveAttribute('data-autoplay', 'running');
      }

      const stop = carousel.getByRole('button', { name: 'Stop automatic slide show' });
      await stop.click();
      // The button keeps focus (which pauses too); move focus and pointer away: it stays paused.
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      await staysStill(page, carousel, delay + 1500);
      await expect(
        carousel.getByRole('button', { name: 'Start automatic slide show' }),
      ).toBeVisible();
    });

    test(`${path} carousel ${index + 1} stays still under prefers-reduced-motion`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto(path);
      const carousel = carouselAt(page, index);
      await started(carousel);
      await page.mouse.move(0, 0);
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      await staysStill(page, carousel, delay + 1500);
      await expect(
        carousel.getByRole('button', { name: 'Start automatic slide show' }),
      ).toBeVisible();
    });
  }

  test('every autoplaying carousel runs with a pause button and stays still under reduced motion', async ({
    page,
  }) => {
    test.slow();
    for (const { path, index } of autoplaying) {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(path);
      await page.mouse.move(0, 0);
      const carousel = carouselAt(page, index);
      await started(carousel);
      await page.mouse.move(0, 0);
      await expect(carousel, `${path} carousel ${index + 1}`).toHaveAttribute(
        'data-autoplay',
        'running',
      );
      await expect(
        carousel.getByRole('button', { name: 'Stop automatic slide show' }),
      ).toBeVisible();

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      const still = carouselAt(page, index);
      await started(still);
      await page.mouse.move(0, 0);
      await expect(still, `${path} carousel ${index + 1}`).toHaveAttribute(
        'data-autoplay',
        'paused',
      );
    }
  });
});

test.describe('Swiper takes over in place', () => {
  test('the strip, its slides and its controls are the same nodes before and after', async ({
    page,
  }) => {
    await page.goto('/company/');
    const carousel = page.getByRole('group', { name: 'What our customers say', exact: true });
    // Far below the fold: Swiper has not started. Tag the server's nodes.
    await expect(carousel.locator('.swiper')).not.toHaveClass(/swiper-initialized/);
    const tagged = await carousel.evaluate((root) => {
      const nodes = root.querySelectorAll('.swiper, .swiper-slide, a');
      nodes.forEach((node) => ((node as Element & { serverNode?: boolean }).serverNode = true));
      return nodes.length;
    });
    await started(carousel);
    const kept = await carousel.evaluate(
      (root) =>
        [...root.querySelectorAll('.swiper, .swiper-slide, a')].filter(
          (node) => (node as Element & { serverNode?: boolean }).serverNode,
        ).length,
    );
    expect(kept).toBe(tagged);
    await expect(carousel.locator('.swiper-slide')).toHaveCount(4);
    // Swiper took the strip over: it no longer scrolls natively, and the links act as buttons.
    await expect(carousel.locator('.swiper')).toHaveCSS('overflow-x', 'hidden');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  });
});
