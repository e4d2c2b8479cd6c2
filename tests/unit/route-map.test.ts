// The route map (content/routes.ts) is where a page's path meets its content: a page file of
// content/pages/ says its path (`route.path`), and its folder under app/ names the same path. These
// tests hold the two together, and the build stops on a path no page file claims or two files claim.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collections, pages, routes, staticPage } from '@/content/routes';
import { pageFiles as contentPageFiles } from '@/content/load/page-files';
import { withContentCopy } from './content-copy';

const root = process.cwd();

/**
 * Every app/**\/page.tsx with the path its folder serves. A route group's folder, `(site)` or
 * `(hi)` (one root layout per language), is no segment of the path.
 */
function pageFiles(dir = path.join(root, 'app'), prefix = '/'): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    if (entry.isDirectory() && /^\(.+\)$/.test(entry.name)) {
      return pageFiles(path.join(dir, entry.name), prefix);
    }
    if (entry.isDirectory() && !entry.name.startsWith('_')) {
      return pageFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return entry.name === 'page.tsx' ? [[path.join(dir, entry.name), prefix]] : [];
  });
}

describe('route map: page files and content files', () => {
  const files = pageFiles();

  it('every page file names the path of its own folder, and nothing else', () => {
    expect(files.length).toBeGreaterThan(30);
    for (const [file, folderPath] of files) {
      const named = [
        ...readFileSync(file, 'utf8').matchAll(/(?:static|collection)Route\('([^']*)'\)/g),
      ];
      expect(`${path.relative(root, file)} → ${named.map((match) => match[1]).join(', ')}`).toBe(
        `${path.relative(root, file)} → ${folderPath}`,
      );
    }
  });

  it('every page file sits under the root layout of its language', () => {
    // app/(site)/ is English, app/(<lang>)/ that language: the layout sets <html lang>.
    for (const [file, folderPath] of files) {
      const group = /app\/\(([^)]+)\)\//.exec(file)?.[1] ?? 'none';
      const route = routes().find((entry) => entry.path === folderPath);
      const lang = route?.lang ?? (pages() as Record<string, { lang?: string }>)[folderPath]?.lang;
      expect(`${path.relative(root, file)} in (${group})`).toBe(
        `${path.relative(root, file)} in (${lang ?? 'site'})`,
      );
    }
  });

  it('every route of the map has a page file', () => {
    const served = new Set(files.map(([, folderPath]) => folderPath));
    for (const route of [...Object.keys(pages()), ...Object.keys(collections)]) {
      expect(`${route} served: ${served.has(route)}`).toBe(`${route} served: true`);
    }
    expect(routes().length).toBeGreaterThan(files.length);
  });

  it('every page file of content/pages/ has a route served by its folder, or is the 404 page', () => {
    const served = new Set(files.map(([, folderPath]) => folderPath));
    const notFound = readFileSync(path.join(root, 'app/global-not-found.tsx'), 'utf8');
    for (const page of contentPageFiles()) {
      const where = page.route
        ? `${page.file} → ${page.route.path} served: ${served.has(page.route.path)}`
        : `${page.file} is the 404 page: ${notFound.includes(`pageContent('${page.name}')`)}`;
      expect(where).toMatch(/: true$/);
    }
    // Only page files live there: a page's copy is data (content/generated/ holds the code).
    expect(
      readdirSync(path.join(root, 'content/pages')).filter((f) => !f.endsWith('.yml')),
    ).toEqual([]);
  });

  it('a page file in another language sits beside its English one and names it both ways', () => {
    for (const page of contentPageFiles()) {
      const { route } = page;
      if (!route?.lang) continue;
      expect(page.name).toMatch(new RegExp(`-${route.lang}$`));
      const english = route.translations?.en;
      expect(english && pages()[english]?.translations?.[route.lang]).toBe(route.path);
    }
  });

  it('stops the build on a path no page file claims, naming the path', () => {
    expect(() => staticPage('/home-sixteen/')).toThrow(
      /\/home-sixteen\/: no page file of content\/pages\/ has this route\.path/,
    );
  });
});

describe('route map: page files that claim paths', () => {
  /** A page file named `name` whose route is `at`. */
  const page = (name: string, at: string) => ({
    name,
    text: [
      `route: { path: '${at}', name: ${name}, indexable: true }`,
      `meta: { title: ${name}, description: The ${name} fixture page of the route map test. }`,
      'sections: []',
      '',
    ].join('\n'),
  });

  /** `read` over a copy of content/ whose page files are `files` alone (and no campaign). */
  function routeMapOver<T>(files: ReturnType<typeof page>[], read: () => T): T {
    return withContentCopy((dir) => {
      for (const folder of ['pages', 'campaigns']) {
        rmSync(path.join(dir, folder), { recursive: true, force: true });
        mkdirSync(path.join(dir, folder));
      }
      for (const { name, text } of files)
        writeFileSync(path.join(dir, 'pages', `${name}.yml`), text);
    }, read);
  }

  it('lists a new page file at the path its route gives, with no other change', () => {
    const { name, listed } = routeMapOver(
      [page('home', '/'), page('pricing', '/pricing/')],
      () => ({
        name: staticPage('/pricing/').name,
        listed: routes().some((route) => route.path === '/pricing/'),
      }),
    );
    expect(name).toBe('pricing');
    expect(listed).toBe(true);
  });

  it('stops the build when two page files claim one path, naming both', () => {
    expect(() =>
      routeMapOver([page('home', '/'), page('pricing', '/'), page('b', '/b/')], () => routes()),
    ).toThrow(/pages\/pricing\.yml: "route\.path" \/ is already the path of \S+\/pages\/home\.yml/);
  });
});
