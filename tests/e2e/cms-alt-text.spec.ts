// Alt text is a choice (issue 54), in Decap's own UI: a news post whose cover has no alt text is
// refused at Save with a message naming "Alt text" (and the field outlined, its control
// aria-invalid); ticking "Decorative cover" lets the same post through, saved and published, the
// file saying so. The editor (out-e2e/admin/) talks to a local backend over a sandbox of the
// content (tests/e2e/support/editor.ts).
import { execFileSync } from 'node:child_process';
import { parse } from 'yaml';
import { test } from './support/test';
import { editorSandbox, editorSpec, expect, logIn, publish, save } from './support/editor';

editorSpec({ allowCspViolations: true });
const slug = 'finance-company-15-minutes';

test('a cover without alt text is refused naming "Alt text"; marked decorative, it is published @any-width', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sandbox = await editorSandbox();
  try {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await logIn(page, sandbox);
    await page.goto(`/admin/#/collections/news/entries/${slug}`);
    const alt = page.getByLabel('Alt text (optional)', { exact: true });
    await expect(alt).toHaveValue(/Chart comparing loan turnaround/);
    await alt.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    // Refused, in the form's words, the field outlined with its message.
    await expect(
      page.getByText(
        'Not saved: “Alt text” is empty: describe the image for someone who cannot see it, or tick “Decorative cover”.',
      ),
    ).toBeVisible();
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-refused]')).toHaveCount(1);
    // Marked decorative: saved, then published.
    await page.getByLabel('Decorative cover (optional)', { exact: true }).click();
    await save(page);
    await publish(page);
    const file = execFileSync('git', ['show', `main:content/news/${slug}.md`], {
      cwd: sandbox.dir,
      encoding: 'utf8',
    });
    // Decap writes the cleared field as empty, which the build reads as none.
    const front = parse(file.split('---')[1]!) as Record<string, unknown>;
    expect(front.imageDecorative).toBe(true);
    expect(front.imageAlt ?? '').toBe('');
  } finally {
    await sandbox.close();
  }
});
