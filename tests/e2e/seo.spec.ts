// SEO checks over the exported HTML in out/ (what crawlers receive), no browser needed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { expect, test } from './support/test';
import { routes } from '../../content/routes';
import { siteUrl } from '../../lib/site';

const out = path.resolve(__dirname, '../../out');
const html = (route: string) => load(readFileSync(path.join(out, route, 'index.html'), 'utf8'));

test.describe('SEO of the exported pages', { tag: '@any-width' }, () => {
  test.skip(({ isMobile }) => isMobile, 'static files: checked once');

  test('every route has lang, a unique title and description, one h1, and the right robots/canonical', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes()) {
      const $ = html(route.path);
      // Each page's language, from the route map (its root layout sets it: app/(site)/, app/(hi)/).
      expect($('html').attr('lang'), route.path).toBe(route.lang ?? 'en');
      const title = $('title').text();
      expect(title, route.path).toMatch(/ \| Finorbit$|^Finorbit/);
      expect(titles.has(title), `${route.path} title unique`).toBe(false);
      titles.add(title);
      const description = $('meta[name="description"]').attr('content') ?? '';
      expect(description.length, `${route.path} description`).toBeGreaterThan(50);
      expect(descriptions.has(description), `${route.path} description unique`).toBe(false);
      descriptions.add(description);
      expect($('h1'), route.path).toHaveLength(1);
      const canonical = $('link[rel="canonical"]').attr('href');
      // hreflang: a page the route map gives translations names each, and x-default (English).
      const alternates = $('link[rel="alternate"][hreflang]')
        .toArray()
        .map((el) => `${$(el).attr('hreflang')} ${$(el).attr('href')}`)
        .sort();
      const translations = Object.entries(route.translations ?? {});
      expect(alternates, route.path).toEqual(
        translations.length
          ? [
              ...translations.map(([lang, target]) => `${lang} ${siteUrl}${target}`),
              `x-default ${siteUrl}${route.translations!.en}`,
            ].sort()
          : [],
      );
      const robots = $('meta[name="robots"]').attr('content') ?? '';
      if (route.indexable) {
        expect(canonical, route.path).toBe(`${siteUrl}${route.path}`);
        expect(robots, route.path).not.toMatch(/noindex/);
      } else {
        expect(robots, route.path).toMatch(/noindex/);
        expect(canonical, `${route.path}: no canonical on a noindex page`).toBeUndefined();
      }
      // A news article has its own share image, drawn at build time; the other pages the site's.
      const image = $('meta[property="og:image"]').attr('content') ?? '';
      const news = 'collection' in route && route.collection === 'news';
      expect(image, route.path).toBe(`${siteUrl}${news ? `${route.path}og.png` : '/og.png'}`);
      expect(existsSync(path.join(out, image.slice(siteUrl.length))), image).toBe(true);
      expect($('meta[name="twitter:card"]').attr('content'), route.path).toBe(
        'summary_large_image',
      );
    }
  });

  test('every footer links the privacy notice and the terms; every lead form says what its data is for and links the notice', () => {
    const withoutFooter: string[] = [];
    for (const route of routes()) {
      const $ = html(route.path);
      const footer = $('footer');
      if (!footer.length) withoutFooter.push(route.path);
      for (const href of ['/privacy/', '/terms/'])
        if (footer.length)
          expect(footer.find(`[aria-label="Legal"] a[href="${href}"]`), route.path).toHaveLength(1);
      $('form:has(input[name="formId"])').each((_, form) => {
        const id = $(form).find('input[name="formId"]').val();
        // Its own line under the button: what this form's data is for, and the notice.
        const line = $(form).find('.form-privacy');
        expect(line.text(), `${route.path} ${id}`).toMatch(/^(We use|By subscribing)/);
        expect(line.find('a[href^="/privacy/"]'), `${route.path} ${id}`).toHaveLength(1);
        expect($(form).find('input[name="privacyNoticeVersion"]').val(), `${id}`).toMatch(
          /^\d{4}-/,
        );
      });
    }
    // A full-screen page with no footer and no form.
    expect(withoutFooter).toEqual(['/coming-soon/']);
  });

  test('the 404 page is noindex', () => {
    const $ = load(readFileSync(path.join(out, '404.html'), 'utf8'));
    expect($('meta[name="robots"]').attr('content')).toMatch(/noindex/);
    expect($('h1').text()).toBe('Page Not Found');
  });

  test('sitemap lists exactly the indexable routes() and robots.txt points to it', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = routes()
      .filter((r) => r.indexable)
      .map((r) => `${siteUrl}${r.path}`);
    expect(locs.sort()).toEqual(expected.sort());
    for (const loc of locs) {
      expect(existsSync(path.join(out, loc!.slice(siteUrl.length), 'index.html')), loc).toBe(true);
    }
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${siteUrl}/sitemap.xml`,
    );
  });

  test('the share image is a 1200×630 PNG', () => {
    const png = readFileSync(path.join(out, 'og.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test('structured data: Organization and WebSite on home, breadcrumbs on inner pages', () => {
    const types = (route: string) =>
      html(route)('script[type="application/ld+json"]')
        .toArray()
        .map((el) => JSON.parse(load(el).text()) as { '@type': string; [key: string]: unknown });
    const home = types('/');
    expect(home.map((d) => d['@type']).sort()).toEqual(['Organization', 'WebSite']);
    const organization = home.find((d) => d['@type'] === 'Organization')!;
    expect(organization).toMatchObject({ name: 'Finorbit', url: `${siteUrl}/` });
    for (const route of routes().filter((r) => r.indexable && r.path !== '/')) {
      const crumbs = types(route.path).find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs, route.path).toBeDefined();
      // Home › each enclosing route (News for an article or a later page) › the page.
      const names = (crumbs!.itemListElement as { name: string }[]).map((item) => item.name);
      const segments = route.path.split('/').filter(Boolean);
      const enclosing = segments
        .slice(0, -1)
        .map((_, i) => routes().find((r) => r.path === `/${segments.slice(0, i + 1).join('/')}/`))
        .filter((r) => r !== undefined)
        .map((r) => r.name);
      expect(names, route.path).toEqual(['Home', ...enclosing, route.name]);
    }
  });

  test('structured data: a live JobPosting per open opening, a NewsArticle per article, HowTo/TechArticle per help article', () => {
    const data = (route: string) =>
      html(route)('script[type="application/ld+json"]')
        .toArray()
        .map((el) => JSON.parse(load(el).text()) as Record<string, unknown>);
    const job = data('/career/senior-backend-developer/').find((d) => d['@type'] === 'JobPosting');
    expect(job).toMatchObject({ title: 'Senior Backend Developer', employmentType: 'FULL_TIME' });
    for (const key of [
      'description',
      'datePosted',
      'hiringOrganization',
      'jobLocation',
      'baseSalary',
    ]) {
      expect(job, key).toHaveProperty(key);
    }
    // An expired posting must be removed or extended, not left marked up (Google's guidelines).
    expect(new Date(String(job!.validThrough)).getTime()).toBeGreaterThan(Date.now());
    for (const route of routes().filter((r) => 'collection' in r)) {
      const types = data(route.path).map((d) => d['@type']);
      expect(types[0], route.path).toBe('BreadcrumbList');
      const crumbs = data(route.path)[0]!.itemListElement as { name: string; item: string }[];
      expect(crumbs.at(-1)?.item, route.path).toBe(`${siteUrl}${route.path}`);
      if (route.collection === 'news') {
        expect(types, route.path).toContain('NewsArticle');
        const article = data(route.path).find((d) => d['@type'] === 'NewsArticle')!;
        expect(article).toMatchObject({
          headline: route.name,
          datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          mainEntityOfPage: `${siteUrl}${route.path}`,
        });
        const image = String((article.image as string[])[0]);
        expect(image).toMatch(new RegExp(`^${siteUrl}/`));
        expect(existsSync(path.join(out, image.slice(siteUrl.length)))).toBe(true);
      }
      if (route.collection === 'help') {
        expect(types.filter((type) => type === 'HowTo' || type === 'TechArticle')).toHaveLength(1);
      }
      if (route.collection === 'careers') {
        const postings = data(route.path).filter((d) => d['@type'] === 'JobPosting');
        const closed = html(route.path)('h1').parent().text().includes('Closed');
        // An expired posting drops its JobPosting (Google's guidelines); its page stays.
        expect(postings, route.path).toHaveLength(closed ? 0 : 1);
        for (const posting of postings) {
          expect(new Date(String(posting.validThrough)).getTime()).toBeGreaterThan(Date.now());
        }
      }
    }
  });

  test('images are sized with alt text, external links are safe, and no font CDN is used', () => {
    for (const route of routes()) {
      const $ = html(route.path);
      $('img').each((_, img) => {
        const el = $(img);
        expect(el.attr('alt'), `${route.path} ${el.attr('src')} alt`).toBeDefined();
        expect(Number(el.attr('width')), `${route.path} ${el.attr('src')} width`).toBeGreaterThan(
          0,
        );
        expect(Number(el.attr('height')), `${route.path} ${el.attr('src')} height`).toBeGreaterThan(
          0,
        );
      });
      $('a[target="_blank"]').each((_, a) => {
        expect($(a).attr('rel'), `${route.path} ${$(a).attr('href')}`).toContain('noopener');
      });
      expect($.html(), route.path).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    }
  });
});
