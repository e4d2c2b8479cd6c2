// The names of the page files (content/pages/<name>.yml), and what the content editor lists of
// them. Reading these parses no page and resolves nothing, so the editor's config is written
// without loading any collection (scripts/cms-assets.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const folder = 'content/pages';

/** Every page file's name (without `.yml`), sorted. */
export function pageFileNames(): string[] {
  return readdirSync(path.join(process.cwd(), folder))
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => name.slice(0, -'.yml'.length));
}

/**
 * The page files as the content editor lists them: name, title and path, read leniently (a file
 * that does not parse is still listed, so the editor can mend it).
 */
export function pageFileSummaries(): { name: string; title?: string; path?: string }[] {
  return pageFileNames().map((name) => {
    try {
      const data = parse(readFileSync(path.join(process.cwd(), folder, `${name}.yml`), 'utf8')) as {
        meta?: { title?: unknown };
        route?: { path?: unknown };
      } | null;
      const title = data?.meta?.title;
      const at = data?.route?.path;
      return {
        name,
        ...(typeof title === 'string' && title.trim() ? { title: title.trim() } : {}),
        ...(typeof at === 'string' ? { path: at } : {}),
      };
    } catch {
      return { name };
    }
  });
}
