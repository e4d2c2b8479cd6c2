// The privacy notice in two languages, the terms' link to it, and security.txt: /hi/privacy/ is a
// Hindi document (html lang, a Devanagari h1 drawn in a Devanagari font), each version names the
// other (hreflang) and links it near its top in that language.
import { expect, test } from './support/test';
import { siteUrl } from '../../lib/site';

const devanagari = /[\u0900-\u097f]/;

test.describe('privacy notice in English and Hindi', () => {
  test('/hi/privacy/ is Hindi, with hreflang both ways and a link to the English notice', async ({
    page,
  }) => {
    await page.goto('/hi/privacy/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(devanagari);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${siteUrl}/privacy/`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${siteUrl}/privacy/`,
    );
    const english = page.getByRole('link', { name: 'Read in English' });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/privacy/');
    await expect(english).toHaveAttribute('lang', 'en');
    // The English header and footer say they are English.
    await expect(page.locator('footer')).toHaveAttribute('lang', 'en');
    // The h1 is drawn in a Devanagari font: a system one where installed, else the web font
    // (this CI's Chromium has none), never a fallback without the glyphs.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    await cdp.send('CSS.enable');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const devanagariFonts = fonts.filter((font) =>
      /Devanagari|Nirmala|Kohinoor|Lohit/.test(font.familyName),
    );
    expect(devanagariFonts.length, JSON.stringify(fonts)).toBeGreaterThan(0);
    await english.click();
    await expect(page).toHaveURL(/\/privacy\/$/);
  });

  test('/privacy/ names and links its Hindi version', async ({ page }) => {
    await page.goto('/privacy/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      `${siteUrl}/hi/privacy/`,
    );
    const hindi = page.getByRole('link', { name: 'हिन्दी में पढ़ें' });
    await expect(hindi).toBeVisible();
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await expect(hindi).toHaveAttribute('hreflang', 'hi');
    await expect(hindi).toHaveAttribute('href', '/hi/privacy/');
    // The grievance officer's email, in the part that says whom to ask, is a link.
    await expect(page.locator('#who-we-are a[href^="mailto:"]')).toHaveCount(1);
  });

  test(
    '/privacy/ says what the visit record keeps and that GPC writes nothing',
    {
      tag: '@any-width',
    },
    async ({ page }) => {
      await page.goto('/privacy/');
      const withAForm = page.locator('#with-a-form');
      await expect(withAForm).toContainText('noted as /404, never as it was typed');
      await expect(withAForm).toContainText('up to 64 letters, digits');
      await expect(withAForm).toContainText('no run of seven or more digits');
      await expect(page.locator('#cookies')).toContainText(
        'Global Privacy Control or Do Not Track, the site writes nothing to its storage',
      );
    },
  );

  test('/terms/ links the privacy notice in its body', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/terms/');
    await expect(
      page.locator('main').getByRole('link', { name: 'privacy notice' }),
    ).toHaveAttribute('href', '/privacy/');
  });
});

test(
  '/.well-known/security.txt answers text/plain with Contact, Expires, Canonical and Preferred-Languages',
  { tag: '@any-width' },
  async ({ request }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const fields = (await response.text())
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/:\s*/, 1)[0]!);
    expect(fields.sort()).toEqual(['Canonical', 'Contact', 'Expires', 'Preferred-Languages']);
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:security@finorbit\.in$/m);
    expect(text).toMatch(/^Expires: \d{4}-\d\d-\d\dT00:00:00\.000Z$/m);
    expect(text).toContain(`Canonical: ${siteUrl}/.well-known/security.txt`);
    expect(text).toMatch(/^Preferred-Languages: en, hi$/m);
  },
);
