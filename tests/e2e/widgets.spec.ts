import { expect, test, fontsSettled } from './support/test';
import { axeViolations } from './support/axe';

// Tabs, filters, switches and lightbox triggers as a visitor meets them when the framework code
// failed to load (flaky network, a blocking proxy): the server markup alone, checked by axe, and
// still working.

const scriptsFail = /\/_next\/static\/.*\.js(\?.*)?$/;

for (const path of ['/help-center/', '/home-nine/', '/home-four/', '/home-fifteen/', '/']) {
  test(`${path}: widgets have no axe violations when the scripts fail`, async ({ page }) => {
    await page.route(scriptsFail, (route) => route.abort());
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // No island ran: every widget is still its server markup.
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  });
}

test('with the scripts failed, a schedule day tab and the video link still work', async ({
  page,
}) => {
  await page.route(scriptsFail, (route) => route.abort());
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  );
  await page.goto('/home-fifteen/');
  const region = page.getByRole('region', { name: 'Four days of sessions and workshops' });
  await region.getByRole('link', { name: 'Day-3', exact: true }).click();
  await expect(region.getByText('RBI returns straight from live data')).toBeVisible();
  await expect(region.getByText('Opening keynote')).toBeHidden();

  await page.goto('/home-eight/');
  await page.getByRole('link', { name: 'Watch Demo' }).first().click();
  await expect(page).toHaveURL(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
});

test('the tabs island takes over the panel the address names without moving anything', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node as Element)?.id ?? '?'),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/help-center/#topics-legal-support');
  // Measure the panel once the text has its final metrics (page coordinates: the fragment scroll
  // may be re-anchored by then), and count the shifts from there on.
  await fontsSettled(page);
  const shiftsBefore = await page.evaluate(
    () => (window as unknown as { shifts: unknown[] }).shifts.length,
  );
  const where = () =>
    page.locator('#topics-legal-support').evaluate((panel) => {
      const r = panel.getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    });
  const box = await where();
  await expect(page.locator('[data-enhanced]:has(> [role="tablist"])')).toBeAttached();
  await expect(page.getByRole('tab', { name: 'Legal Support' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await where()).toEqual(box);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
  expect(shifts.slice(shiftsBefore)).toEqual([]);
});
