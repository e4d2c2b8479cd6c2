import { expect, type Locator } from '@playwright/test';

/**
 * Waits for the Tabs island inside `scope` to take over (it sets `data-enhanced` when it adds the
 * WAI-ARIA roles and keys). Only for tests of what the island adds: the tabs already switch from
 * the HTML before it.
 */
export async function tabsEnhanced(scope: Locator) {
  await expect(scope.locator('[data-enhanced]:has(> [role="tablist"])').first()).toBeAttached();
}

/** Waits for an island that takes over links (video / image lightbox) to set `data-enhanced`. */
export async function linkEnhanced(link: Locator) {
  await expect(link.locator('xpath=ancestor-or-self::*[@data-enhanced][1]')).toBeAttached();
}
