// The preview never freezes (issue 54), in Decap's own UI: a campaign page with one broken block
// (its hero's button links to words, not a path) still previews every other block as the site
// renders it, the broken one marked in its place with the build's message under the form's
// labels; Save, refused, leaves the pane showing them; fixed and saved, the page shows whole. A
// new campaign page shows where its page will appear, and no problem before it is written in.
// The editor (out-e2e/admin/) talks to a local backend over a sandbox of the content, on a port of
// its own (tests/e2e/support/editor.ts).
import { test } from './support/test';
import { block, editorSandbox, editorSpec, expect, logIn, save } from './support/editor';
import { previewAt, previewFrame, previewIssues } from './support/editor-preview';

editorSpec({ allowCspViolations: true });
test('a campaign page with one broken block previews the others and marks it @any-width', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const sandbox = await editorSandbox();
  try {
    // Wide enough for the pane to show the page at 1280 px unscaled.
    await page.setViewportSize({ width: 2700, height: 1000 });
    await logIn(page, sandbox);

    await test.step('a new campaign page: where its page will show, no problem yet', async () => {
      await page.goto('/admin/#/collections/campaigns/new');
      await expect(previewFrame(page).locator('[data-preview-new-entry]')).toBeVisible();
      await expect(previewIssues(page)).toHaveCount(0);
      await expect(
        previewFrame(page).locator('[role="alert"][data-preview-broken-block]'),
      ).toHaveCount(0);
    });

    const frame = previewFrame(page);
    const marked = frame.locator('[data-preview-broken-block]');
    const link = block(page, 'Hero').getByLabel('Link', { exact: true }).first();
    await test.step('one broken block: the others show, it is marked with its message', async () => {
      await page.goto('about:blank');
      await page.goto('/admin/#/collections/campaigns/entries/nidhi-gold-loan');
      await expect(frame.locator('main h1')).toHaveText(/gold loan/);
      await previewAt(page, 1280);
      const hero = block(page, 'Hero');
      await hero.getByRole('button').first().click();
      await link.fill('book a demo');
      // The hero, in its place (first of seven), says why, in the form's words.
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAttribute('role', 'alert');
      await expect(marked).toHaveAttribute('data-preview-broken-block', '0');
      await expect(marked).toContainText('Block 1 of 7: Hero');
      await expect(marked).toContainText('Main button › Link: must be a path of this site');
      await expect(frame.locator('main h1')).toHaveCount(0);
      // Every other block, as the site renders it: its features, FAQ and lead form among them.
      await expect(frame.locator('main > section')).toHaveCount(6);
      await expect(frame.locator('main > *').first()).toHaveAttribute(
        'data-preview-broken-block',
        '0',
      );
      await expect(frame.getByText('Does our data stay in India?')).toHaveCount(1);
      await expect(frame.locator('#features')).toBeVisible();
      await expect(frame.getByRole('form', { name: 'Contact us' })).toBeVisible();
      // The bar above lists the build's message as before.
      await expect(previewIssues(page)).toContainText('sections.0.primary.href');
      const shot = testInfo.outputPath('preview-broken-block-1280.png');
      await page.locator('#preview-pane').screenshot({ path: shot });
      await testInfo.attach('preview with a broken block, 1280 px', {
        path: shot,
        contentType: 'image/png',
      });
    });

    await test.step('Save, refused, leaves the preview as it was; fixed and saved, it is whole', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      // Decap's own check of the field's pattern refuses first, under the field.
      await expect(page.getByText(/^Link didn't match the pattern: must be a path/)).toBeVisible();
      await expect(marked).toHaveCount(1);
      await expect(frame.locator('main > section')).toHaveCount(6);
      // Decap's input, re-rendered by its own error, may keep what it held: typed over until it
      // holds the path alone (another than before, so there is a change to save).
      await expect(async () => {
        await link.fill('');
        await link.fill('/contact/');
        await expect(link).toHaveValue('/contact/', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(marked).toHaveCount(0);
      await expect(frame.locator('main h1')).toHaveText(/gold loan/);
      await save(page);
      // After Save the pane still shows the page, every block of it.
      await expect(frame.locator('main h1')).toHaveText(/gold loan/);
      await expect(frame.locator('main > section')).toHaveCount(7);
      await expect(previewIssues(page)).toHaveCount(0);
    });
  } finally {
    await sandbox.close();
  }
});
