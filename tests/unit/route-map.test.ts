// The route map (content/routes.ts) is the one place a page's path meets its content. These tests
// prove that a mismatch fails `tsc`, not just a test: the TypeScript compiler checks the project's
// own files with one file changed in memory, as a developer's edit would change it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { collections, pages, routes } from '@/content/routes';

const root = process.cwd();
const routesFile = path.join(root, 'content/routes.ts');

/** Errors `tsc` reports for `file` when the files in `changes` read as given. */
function typeErrors(file: string, changes: Record<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json did not parse');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => changes[path.resolve(name)] ?? readFile(name);
  host.fileExists = (name) => path.resolve(name) in changes || ts.sys.fileExists(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    const text = changes[path.resolve(name)];
    return text === undefined
      ? getSourceFile(name, language)
      : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram([file], { ...config.options, incremental: false }, host);
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  return program
    .getSemanticDiagnostics(source)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const pageFile = (route: string) => `import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('${route}');
export const metadata = route.metadata;
export default route.Page;
`;
const probe = path.join(root, 'app/(site)/home-sixteen/page.tsx');

describe('route map: a mismatch fails tsc', () => {
  it('accepts a page file that names a route with content (the control case)', () => {
    expect(typeErrors(probe, { [probe]: pageFile('/home-two/') })).toEqual([]);
  }, 60_000);

  it('fails a page file whose route has no entry (no content)', () => {
    const errors = typeErrors(probe, { [probe]: pageFile('/home-sixteen/') });
    expect(errors.join('\n')).toMatch(/'"\/home-sixteen\/"' is not assignable to parameter/);
  }, 60_000);

  it('fails a page file for a dynamic folder that is not a collection', () => {
    const file = path.join(root, 'app/(site)/blog/[slug]/page.tsx');
    const text = `import { collectionRoute } from '@/components/layout/route-page';
export default collectionRoute('/blog/[slug]/').Page;
`;
    expect(typeErrors(file, { [file]: text }).join('\n')).toMatch(/'"\/blog\/\[slug\]\/"'/);
  }, 60_000);

  it('fails a route entry without content', () => {
    const source = readFileSync(routesFile, 'utf8');
    expect(typeErrors(routesFile, {})).toEqual([]);
    const entry = `  '/home-sixteen/': { name: 'Home sixteen', indexable: false },\n`;
    const changed = source.replace(/^( {2}'\/home-fifteen\/': \{)/m, `${entry}$1`);
    expect(changed).not.toBe(source);
    expect(typeErrors(routesFile, { [routesFile]: changed }).join('\n')).toMatch(
      /Property 'content' is missing/,
    );
  }, 60_000);

  it('fails content filed under a path that is not a route path', () => {
    const source = readFileSync(routesFile, 'utf8');
    const entry = `  'home-sixteen': { name: 'Home sixteen', indexable: false, content: homeTwoPage },\n`;
    const changed = source.replace(/^( {2}'\/home-fifteen\/': \{)/m, `${entry}$1`);
    expect(typeErrors(routesFile, { [routesFile]: changed }).join('\n')).toMatch(
      /'home-sixteen'.*does not exist in type|not assignable/,
    );
  }, 60_000);
});

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
      const route = routes.find((entry) => entry.path === folderPath);
      const lang = route?.lang ?? (pages as Record<string, { lang?: string }>)[folderPath]?.lang;
      expect(`${path.relative(root, file)} in (${group})`).toBe(
        `${path.relative(root, file)} in (${lang ?? 'site'})`,
      );
    }
  });

  it('every route of the map has a page file', () => {
    const served = new Set(files.map(([, folderPath]) => folderPath));
    for (const route of [...Object.keys(pages), ...Object.keys(collections)]) {
      expect(`${route} served: ${served.has(route)}`).toBe(`${route} served: true`);
    }
    expect(routes.length).toBeGreaterThan(files.length);
  });

  it('every content file of content/pages/ is used by the route map, a generated page or a special page', () => {
    const readers = [
      routesFile,
      path.join(root, 'app/global-not-found.tsx'),
      ...readdirSync(path.join(root, 'content/generated')).map((file) =>
        path.join(root, 'content/generated', file),
      ),
    ].map((file) => readFileSync(file, 'utf8'));
    for (const file of readdirSync(path.join(root, 'content/pages'))) {
      // Page files only: the code that reads them lives elsewhere (content/generated/).
      expect(file).toMatch(/\.yml$/);
      const name = `./pages/${file}'`;
      expect(`${file} used: ${readers.some((text) => text.includes(name))}`).toBe(
        `${file} used: true`,
      );
    }
  });
});
