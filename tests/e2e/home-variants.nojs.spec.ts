// Every home variant without JavaScript: the server HTML carries the page's one h1, every
// section's heading and the hero's calls to action (nothing of it waits for an island).
import { expect, test } from './support/test';
import { homeRoutes, pageTitle, sectionTitles, sectionsOf } from './support/content';

for (const { path, name } of homeRoutes) {
  test(`${name} (${path}) renders its h1, every section heading and the hero's links without JavaScript`, async ({
    page,
  }) => {
    await page.goto(path);
    const title = pageTitle(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const heading of sectionTitles(path)) {
      await expect(
        page
          .getByRole('region', { name: heading, exact: true })
          .getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    const hero = sectionsOf(path)[0]!;
    const region = page.getByRole('region', { name: title, exact: true });
    for (const cta of 'primary' in hero ? [hero.primary, hero.secondary] : []) {
      if (!cta) continue;
      await expect(region.getByRole('link', { name: cta.label, exact: true })).toHaveAttribute(
        'href',
        cta.href,
      );
    }
  });
}
