import { expect, test } from './support/test';

test.describe('integrations page', () => {
  test('shows nine tiles with badges and Connect / Connected labels, each linking to the integration page', async ({
    page,
  }) => {
    await page.goto('/integrations/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Featured Integrations');
    const grid = page.locator('#featured');
    const tiles = grid.getByRole('listitem');
    await expect(tiles).toHaveCount(9);
    for (const badge of ['New', 'Premium', 'Free', 'Popular']) {
      await expect(grid.getByText(badge, { exact: true }).first()).toBeVisible();
    }
    await expect(grid.getByText('Connected', { exact: true }).first()).toBeVisible();
    await expect(grid.getByText('Connect', { exact: true }).first()).toBeVisible();
    await expect(grid.getByRole('button')).toHaveCount(0);
    const hrefs = await grid
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(9);
    expect(new Set(hrefs)).toEqual(new Set(['/single-integration/']));

    // The whole tile is clickable, not only the name.
    const tile = tiles.filter({ hasText: 'DigiLocker' });
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
    await expect(page).toHaveURL(/\/single-integration\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Google Workspace for Finorbit',
    );
  });

  test('has the promo block and the subscribe banner', async ({ page }) => {
    await page.goto('/integrations/');
    await expect(page.getByRole('region', { name: /Fewer logins/ })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Hear when a new integration ships' });
    await expect(banner.getByPlaceholder('Enter your email')).toBeVisible();
  });

  test('the old integrations.html link lands here', async ({ page }) => {
    await page.goto('/integrations.html');
    await expect(page).toHaveURL(/\/integrations\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Featured Integrations');
  });
});

test.describe('single integration page', () => {
  test('shows the banner, real action links and explains the disabled Google button', async ({
    page,
  }) => {
    await page.goto('/single-integration/');
    const banner = page.getByRole('region', { name: 'Google Workspace', exact: true });
    await expect(banner.getByRole('img', { name: 'Google Workspace logo' })).toBeVisible();
    const google = banner.getByRole('button', { name: 'Connect with Google' });
    await expect(google).toBeDisabled();
    await expect(banner.getByText(/admin console/)).toBeVisible();

    await banner.getByRole('link', { name: 'Read the set-up guide' }).click();
    await expect(page).toHaveURL(/#setup$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Setting it up' })).toBeInViewport();

    await banner.getByRole('link', { name: 'Request this integration' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('has the article, related New and Premium cards and a call to action', async ({ page }) => {
    await page.goto('/single-integration/');
    await expect(
      page.getByRole('heading', { level: 2, name: 'How the Google Workspace integration works' }),
    ).toBeVisible();
    const related = page.locator('#related');
    await expect(related.getByRole('listitem')).toHaveCount(3);
    await expect(related.getByText('New', { exact: true })).toBeVisible();
    await expect(related.getByText('Premium', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Browse all integrations' }).click();
    await expect(page).toHaveURL(/\/integrations\/$/);
  });
});
