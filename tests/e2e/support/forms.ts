import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a form's island has hydrated (it switches the browser's own validation off with
 * `novalidate`): for tests of what the island adds (JSON submit, its messages, every outcome).
 * Tests of the form itself act right after `load`, without it.
 */
export async function hydrated(form: Locator) {
  await expect(form).toHaveAttribute('novalidate', '');
}

/** The name specs outside the forms slice use (home-fourteen.spec.ts). */
export const reachFor = hydrated;
