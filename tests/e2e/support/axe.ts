import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/** WCAG 2.2 AA, as the accessibility statement claims. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe over the page and returns its violations, a line each.
 *
 * Legacy mode runs axe in the page itself. The default mode runs it in every frame and then opens
 * a new page to merge the results: on CI's two cores that page made each check 2 to 3 times slower
 * (measured: 5.9 s → 2.6 s on `/`, 2.5 s → 1.9 s on `/login/`) for the same results. What legacy
 * mode gives up is checking inside cross-origin frames. The site's pages have no frames (the only
 * one, YouTube's player, opens in the lightbox after a click), and the check fails if one appears,
 * so this choice is revisited then.
 */
export async function axeViolations(page: Page) {
  await expect(page.locator('iframe'), 'axe runs in legacy mode: no frames expected').toHaveCount(
    0,
  );
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
