import { expect, type Locator } from '@playwright/test';

/**
 * Moves the pointer over a form, as a visitor does before using it, and waits until the form's
 * code has taken over from the server HTML (it then switches the browser's own validation off).
 */
export async function reachFor(form: Locator) {
  await form.hover();
  await expect(form).toHaveAttribute('novalidate', '');
}
