// What marketers met in the content editor (issue 54, item 6), in Decap's own UI: a photo just
// uploaded as a news cover shows 16:9 in the preview, as the page crops it, and its thumbnail in
// the form loads (no 404 on /media/); a blank new entry does not say "Changes saved"; a published
// post scheduled for later offers no "View Live" but says when it goes live; Decap's view buttons
// leave the preview's bar free; an empty "Publish at" shows no date. Each test has its own sandbox
// and local backend (tests/e2e/support/editor.ts), answering for the one out-e2e/ names. The units: tests/unit/editor-defects.test.tsx, editor-stylesheet.test.ts.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test, type Page } from './support/test';
import { sandboxCommit } from './support/cms-sandbox';
import { editorSandbox, editorSpec, expect, logIn } from './support/editor';
import { previewFrame } from './support/editor-preview';

editorSpec({ allowCspViolations: true });
/** A sandbox of content/ with `prepare` done and committed, its backend, the editor logged in. */
async function withEditor(
  page: Page,
  body: (sandbox: string) => Promise<void>,
  prepare?: (sandbox: string) => void,
) {
  test.setTimeout(180_000);
  const sandbox = await editorSandbox({
    prepare: (dir) => {
      if (!prepare) return;
      prepare(dir);
      sandboxCommit(dir, 'Test fixture');
    },
  });
  try {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await logIn(page, sandbox);
    await expect(page.getByRole('link', { name: 'News' }).first()).toBeVisible();
    await body(sandbox.dir);
  } finally {
    await sandbox.close();
  }
}

test('a photo just uploaded as a news cover: 16:9 in the preview, its thumbnail loads @any-width', async ({
  page,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-defects-'));
  const photo = path.join(dir, 'phone-photo-4x3.jpg');
  // A phone's 4:3 photo.
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toFile(photo);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  try {
    await withEditor(page, async () => {
      // A post the build publishes, given a cover: the preview shows its page with it.
      await page.goto('/admin/#/collections/news/entries/accessible-passbook-app');
      await page.getByRole('button', { name: 'Choose an image' }).click();
      await page.locator('input[type="file"]').setInputFiles(photo);
      await page.getByRole('button', { name: 'Choose selected' }).click();
      await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible();

      // The form's thumbnail: the upload itself, loaded.
      const thumbnail = page.locator('img[role="presentation"][src^="blob:"]').first();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(missing.filter((file) => file.startsWith('/media/'))).toEqual([]);

      // The preview's cover: the page's 16:9, not the file's 4:3.
      await page.getByLabel('Alt text (optional)', { exact: true }).fill('A member reads');
      const cover = previewFrame(page).getByRole('img', { name: 'A member reads', exact: true });
      await expect(cover).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const box = (await cover.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a blank new entry does not say "Changes saved"; written in, it says unsaved @any-width', async ({
  page,
}) => {
  await withEditor(page, async () => {
    await page.goto('/admin/#/collections/news/new');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByText('Changes saved', { exact: true })).toBeHidden();
    await page.getByLabel('Title', { exact: true }).fill('A new post');
    await expect(page.getByText(/^Unsaved changes$/i)).toBeVisible();
    // An entry already saved still says so.
    await page.goto('about:blank');
    await page.goto('/admin/#/collections/news/entries/accessible-passbook-app');
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  });
});

test('a published post scheduled for later: no "View Live", when it goes live instead @any-width', async ({
  page,
}) => {
  const slug = 'scheduled-fixture-post';
  await withEditor(
    page,
    async () => {
      await page.goto(`/admin/#/collections/news/entries/${slug}`);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(/Scheduled fixture/);
      await expect(page.getByRole('link', { name: 'View Live' })).toBeHidden();
      const note = page.locator('[class*="-PreviewButtonContainer"]');
      await expect
        .poll(() => note.evaluate((node) => getComputedStyle(node, '::after').content))
        .toBe('"Goes live 2 Mar 2099, 09:00 IST"');
      // A post already live keeps its link to its page.
      await page.goto('about:blank');
      await page.goto('/admin/#/collections/news/entries/accessible-passbook-app');
      await expect(page.getByRole('link', { name: 'View Live' })).toBeVisible();
    },
    (sandbox) =>
      cpSync(
        path.join('tests/unit/fixtures/schedule/news', `${slug}.md`),
        path.join(sandbox, 'content/news', `${slug}.md`),
      ),
  );
});

test('Decap’s view buttons leave the preview’s bar free; an empty "Publish at" shows no date @any-width', async ({
  page,
}) => {
  await withEditor(page, async () => {
    await page.goto('/admin/#/collections/news/entries/accessible-passbook-app');
    const bar = page.locator('[data-preview-bar]');
    await expect(bar.getByRole('button', { name: '1280 px' })).toBeVisible();
    const buttons = page.locator('[class*="-ViewControls"] > button');
    await expect(buttons.first()).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      const overlaps =
        box.x < barBox.x + barBox.width &&
        barBox.x < box.x + box.width &&
        box.y < barBox.y + barBox.height &&
        barBox.y < box.y + box.height;
      expect(overlaps, `a view button at ${JSON.stringify(box)} over the bar`).toBe(false);
    }

    // The empty "Publish at": its picker's parts are not drawn until it is focused.
    const publishAt = page.locator('input[type="datetime-local"]').first();
    await expect(publishAt).toHaveValue('');
    const empty = await publishAt.screenshot();
    await publishAt.focus();
    const focused = await publishAt.screenshot();
    expect(empty.equals(focused)).toBe(false);
    await publishAt.blur();
    // Without the editor's sheet the empty field draws its placeholder as when focused.
    await page.evaluate(() => {
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
        if (link.href.endsWith('/admin/editor.css')) link.disabled = true;
    });
    const unstyled = await publishAt.screenshot();
    expect(unstyled.equals(empty)).toBe(false);
  });
});
