/**
 * @jest-environment node
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { companyFacts } from '@/content/load/company-facts';
import { footerColumns, legalLinks, mainNav } from '@/content/navigation';
import { allContent, isRoutePath, pageContent, routes } from '@/content/routes';
import { redirects } from '@/content/redirects';
import type { PageContent } from '@/content/types';
import { inlineLinks } from '@/lib/inline-links';

const company = companyFacts();

const notFoundPage = pageContent('not-found');

const contentByPath = allContent();

const root = path.resolve(__dirname, '..', '..');

type Found = { where: string; value: unknown };

/** Every value stored under `key` anywhere inside `node`, with a path for messages. */
function collect(node: unknown, key: string, where = '', out: Found[] = []): Found[] {
  if (Array.isArray(node)) node.forEach((item, i) => collect(item, key, `${where}[${i}]`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === key) out.push({ where: `${where}.${k}`, value: v });
      collect(v, key, `${where}.${k}`, out);
    }
  }
  return out;
}

/** Every object that looks like an image (has src and width). */
function images(node: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((item) => images(item, out));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if ('src' in record && 'width' in record) out.push(record);
    Object.values(record).forEach((v) => images(v, out));
  }
  return out;
}

const allPages: [string, PageContent][] = [...Object.entries(contentByPath), ['404', notFoundPage]];
const sharedContent = {
  mainNav,
  footerColumns: footerColumns(company),
  legalLinks,
  socials: company.socials,
};

/** Section ids of a landed page, used to check `/path/#fragment` links. */
function idsOn(routePath: string): string[] {
  const page = contentByPath[routePath as keyof typeof contentByPath];
  return page ? collect(page.sections, 'id').map((found) => String(found.value)) : [];
}

describe('content lint', () => {
  it.each(allPages)('%s has a title and a description of sensible length', (path, page) => {
    // A collection item's title is its headline (the front-matter schema caps it at 100).
    const generated = routes().some((route) => route.path === path && 'collection' in route);
    expect(page.meta.title.trim().length).toBeGreaterThan(3);
    expect(page.meta.title.length).toBeLessThanOrEqual(generated ? 100 : 60);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(page.meta.description.length).toBeLessThanOrEqual(170);
  });

  it('gives every page a unique title', () => {
    const titles = allPages.map(([, page]) => page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  /** An href of content: external (https, mailto, tel), or a landed route and its section id. */
  const expectLanded = (where: string, href: string) => {
    if (!href.startsWith('/')) {
      expect(`${where} ${href}`).toMatch(/ (https:\/\/|mailto:|tel:)/);
      return;
    }
    const [routePath = '', fragment] = href.split('#');
    expect(`${where} ${routePath} is a route: ${isRoutePath(routePath)}`).toMatch(/true$/);
    if (fragment) expect(idsOn(routePath)).toContain(fragment);
  };

  it('links internal hrefs only to landed routes (and fragments to real section ids)', () => {
    const hrefs = collect([allPages.map(([, page]) => page), sharedContent], 'href');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const { where, value } of hrefs) expectLanded(where, String(value));
  });

  it('links copy (`[text](href)` in paragraphs and leads) only to landed routes and section ids', () => {
    const copy = [
      ...collect(
        allPages.map(([, page]) => page),
        'paragraphs',
      ).flatMap(({ where, value }) =>
        (value as unknown[]).map((paragraph, i) => ({ where: `${where}[${i}]`, value: paragraph })),
      ),
      ...collect(
        allPages.map(([, page]) => page),
        'lead',
      ),
    ];
    const links = copy.flatMap(({ where, value }) =>
      inlineLinks(String(value)).map((link) => ({ where, href: link.href })),
    );
    // The terms link the notice; each notice links its privacy email.
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const { where, href } of links) expectLanded(where, href);
  });

  it('links Markdown bodies only to landed routes', () => {
    const bodies = collect(
      allPages.map(([, page]) => page),
      'html',
    );
    expect(bodies.length).toBeGreaterThan(40);
    for (const { where, value } of bodies) {
      for (const [, href = ''] of String(value).matchAll(/href="([^"]*)"/g)) {
        if (!href.startsWith('/')) {
          expect(`${where} ${href}`).toMatch(/ (https:\/\/|mailto:|tel:)/);
          continue;
        }
        const routePath = href.split('#')[0] ?? '';
        expect(`${where} ${routePath} is a route: ${isRoutePath(routePath)}`).toMatch(/true$/);
      }
    }
  });

  it('gives every image alt text and a size, and the file exists in public/', () => {
    const found = images([allPages.map(([, page]) => page), sharedContent]);
    expect(found.length).toBeGreaterThan(5);
    for (const image of found) {
      expect(typeof image.alt).toBe('string');
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      const file = path.join(root, 'public', String(image.src));
      expect(`${file} exists: ${existsSync(file)}`).toMatch(/true$/);
    }
  });

  it.each(allPages)('%s has unique section ids', (_path, page) => {
    const ids = collect(page.sections, 'id').map((found) => found.value);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a page file for every route and a route for every page file', async () => {
    // Static folders give one path; a dynamic folder (`[page]`) gives one path per entry of its
    // page's generateStaticParams, and must refuse any other value (dynamicParams = false).
    const pageFiles: { file: string; segments: string[] }[] = [];
    const walk = (dir: string, segments: string[]) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && /^\(.+\)$/.test(entry.name)) {
          // A route group (one root layout per language) is no segment of the path.
          walk(path.join(dir, entry.name), segments);
        } else if (entry.isDirectory() && !entry.name.startsWith('_')) {
          walk(path.join(dir, entry.name), [...segments, entry.name]);
        } else if (entry.name === 'page.tsx') {
          pageFiles.push({ file: path.join(dir, entry.name), segments });
        }
      }
    };
    walk(path.join(root, 'app'), []);

    const pagePaths: string[] = [];
    for (const { file, segments } of pageFiles) {
      const dynamic = segments.filter((segment) => /^\[.+\]$/.test(segment));
      if (!dynamic.length) {
        pagePaths.push(`/${segments.map((segment) => `${segment}/`).join('')}`);
        continue;
      }
      const where = path.relative(root, file);
      const pageModule = (await import(file)) as {
        dynamicParams?: boolean;
        generateStaticParams?: () =>
          Record<string, string | string[]>[] | Promise<Record<string, string | string[]>[]>;
      };
      expect(`${where} dynamicParams: ${pageModule.dynamicParams}`).toMatch(/false$/);
      expect(typeof pageModule.generateStaticParams).toBe('function');
      const params = await pageModule.generateStaticParams!();
      expect(`${where} params: ${params.length}`).not.toMatch(/ 0$/);
      for (const param of params) {
        // `[name]` is one segment; an optional catch-all `[[...name]]` is zero or more.
        const filled = segments.flatMap((segment) => {
          const name = /^\[(?:\[\.\.\.)?([^\].]+)\]?\]$/.exec(segment)?.[1];
          if (!name) return [segment];
          const value = param[name];
          const values = Array.isArray(value) ? value : [value];
          for (const part of values) expect(`${where} ${name}=${part}`).toMatch(/=[a-z0-9-]+$/);
          return values;
        });
        pagePaths.push(`/${filled.map((segment) => `${segment}/`).join('')}`);
      }
    }
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    expect(pagePaths.sort()).toEqual(
      routes()
        .map((route) => route.path)
        .sort(),
    );
  });

  it('keeps redirect sources off real routes', () => {
    for (const redirect of redirects) {
      expect(isRoutePath(`${redirect.from}/`)).toBe(false);
    }
  });
});
