// The house rules of the README ("What may import what") that dependency-cruiser cannot check
// (`npm run lint:deps`, .dependency-cruiser.cjs holds the others): they depend on a file's
// 'use client' directive, and on value imports only. Read over every import and re-export of app/,
// components/, content/ and lib/, `import type` aside (types leave no code, while
// dependency-cruiser's reachability follows type imports too).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const folders = ['app', 'components', 'content', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The repo file an import names, or null for a package or a stylesheet. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** Value imports of a file (static, re-exports and dynamic `import()`), as repo files. */
function valueImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .map((specifier) => resolve(file, specifier))
    .filter((target): target is string => target !== null);
}

const files = folders.flatMap((folder) => sourceFiles(folder));
const graph = new Map(files.map((file) => [file, valueImports(file)]));
const isClient = (file: string) =>
  /^\s*['"]use client['"]/.test(readFileSync(path.join(root, file), 'utf8'));
const under = (file: string, ...dirs: string[]) => dirs.some((dir) => file.startsWith(`${dir}/`));

describe('import rules', () => {
  it('reads the whole source, and sees imports', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(graph.get('components/layout/PageFrame.tsx')).toContain(
      'components/layout/SiteHeader.tsx',
    );
    expect(graph.get('components/islands/index.tsx')).toContain('components/islands/Carousel.tsx');
  });

  it("every 'use client' file lives in components/islands/, and ui/ holds none", () => {
    expect(files.filter(isClient).filter((file) => !under(file, 'components/islands'))).toEqual([]);
  });

  it('no client file reaches content/ values, directly or through what it imports', () => {
    const reached: string[] = [];
    for (const start of files.filter(isClient)) {
      const seen = new Set<string>();
      const visit = (file: string, trail: string[]) => {
        if (seen.has(file)) return;
        seen.add(file);
        if (under(file, 'content')) reached.push([...trail, file].join(' → '));
        for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      };
      visit(start, []);
    }
    expect(reached).toEqual([]);
  });
});
