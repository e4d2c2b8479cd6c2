import { expect, test, type Page } from './support/test';
import { linkEnhanced } from './support/widgets';
import { collectionItems } from '../../content/routes';

// Keyboard pass (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): Tab through a page from the top and check
// every stop shows a focus indicator, is on screen, and is not covered by the pinned header.
// One page per template and per widget kind (header variants, tabs, accordions, carousels,
// portfolio, forms, search, pagination) at 1280 px, and the first campaign page of the route map
// (content/campaigns/: whatever sections a marketer composed); at 375 px, where the nav folds into
// the menu button and sections stack, the pages with the most widgets.
const onPhones = new Set(['/', '/help-center/', '/home-four/', '/home-nine/']);
const campaign = collectionItems('/campaigns/[slug]/')[0]?.path;
const pages = [
  '/',
  '/company/',
  '/contact/',
  '/help-center/',
  '/news/',
  '/home-four/',
  '/home-eight/',
  '/home-nine/',
  '/home-fifteen/',
  '/login/',
  ...(campaign ? [campaign] : []),
];

type Stop = {
  label: string;
  where: string;
  indicator: boolean;
  onScreen: boolean;
  underHeader: boolean;
  body: boolean;
};

/** Describes the focused element after a Tab press, once the page has settled (two frames:
 * the header re-pins and transitions finish after the browser scrolls the stop into view). */
async function inspect(): Promise<Stop> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) {
    return {
      label: 'body',
      where: '',
      indicator: true,
      onScreen: true,
      underHeader: false,
      body: true,
    };
  }
  const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;

  const outlined = (node: Element | null) => {
    if (!node) return false;
    const style = getComputedStyle(node);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  };
  const own = getComputedStyle(el);
  // The indicator is on the element (outline or Bootstrap's focus ring), or on the control's
  // visible label next to a visually hidden input, or on the card that contains the link.
  let indicator = outlined(el) || own.boxShadow !== 'none' || outlined(el.nextElementSibling);
  for (let node = el.parentElement, depth = 0; node && depth < 4 && !indicator; depth += 1) {
    indicator = outlined(node);
    node = node.parentElement;
  }

  // A visually hidden control (1 px, clipped) is checked through its visible label.
  let box = el.getBoundingClientRect();
  if (box.width <= 1 && box.height <= 1 && el.nextElementSibling) {
    box = el.nextElementSibling.getBoundingClientRect();
  }
  const onScreen =
    box.bottom > 0 &&
    box.top < window.innerHeight &&
    box.right > 0 &&
    box.left < window.innerWidth &&
    box.width > 0 &&
    box.height > 0;

  let underHeader = false;
  const header = document.querySelector('header[data-sticky]');
  if (header && !header.contains(el) && !el.closest('[role="dialog"]')) {
    const position = getComputedStyle(header).position;
    const bar = header.getBoundingClientRect();
    if ((position === 'fixed' || position === 'sticky') && bar.bottom > 0) {
      // A control must be fully below the bar; a region taller than the room below it (a tab
      // panel) must at least show its top part (2.4.11 asks that it is not entirely hidden).
      const room = window.innerHeight - bar.bottom;
      underHeader =
        box.height < room
          ? box.top < bar.bottom - 1 && box.bottom > bar.top
          : box.bottom < bar.bottom + 48;
    }
  }
  const where = `at y ${Math.round(box.top)}..${Math.round(box.bottom)} of ${window.innerHeight}, scrolled ${Math.round(window.scrollY)}`;
  return { label, where, indicator, onScreen, underHeader, body: false };
}

/**
 * Tabs forward from the top to the last stop, then Shift+Tabs back up: going forward the browser
 * brings stops in from below, going back it brings them in from above, where the header sits.
 */
async function tabThrough(page: Page) {
  const problems = new Set<string>();
  let stops = 0;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 400; press += 1) {
      await page.keyboard.press(key);
      const stop = await page.evaluate(inspect);
      if (stop.body) break; // past the last (or first) stop
      if (key === 'Tab') stops += 1;
      if (!stop.indicator) problems.add(`${stop.label}: no visible focus indicator`);
      if (!stop.onScreen) problems.add(`${stop.label}: focused off screen (${key}, ${stop.where})`);
      if (stop.underHeader)
        problems.add(`${stop.label}: hidden under the sticky header (${key}, ${stop.where})`);
    }
  }
  return { problems: [...problems], stops };
}

test.describe('keyboard pass', () => {
  for (const path of pages) {
    test(`${path}: every Tab stop is visible, on screen and clear of the header`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile && !onPhones.has(path), 'same widgets as at 1280 px');
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce' }); // carousels hold still while tabbing
      await page.goto(path);
      const { problems, stops } = await tabThrough(page);
      expect(stops, 'a page has more than a few Tab stops').toBeGreaterThan(5);
      expect(problems).toEqual([]);
    });
  }

  test('the video lightbox opens from the keyboard, takes focus and gives it back on Esc', async ({
    page,
  }) => {
    await page.goto('/home-eight/');
    const play = page.getByRole('link', { name: /play|watch/i }).first();
    await linkEnhanced(play); // the lightbox is the island's; before it the link opens YouTube
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });
});
