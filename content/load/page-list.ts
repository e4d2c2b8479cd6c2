// The names of the page files (pages/<name>.yml of the content root: content/, or the copy
// CONTENT_ROOT names), and what the content editor lists of them. Reading these parses no page and
// resolves nothing, so the editor's config is written without loading any collection
// (scripts/cms-assets.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentRoot } from './content-source';

/** The page files' folder under the content root. */
export const pagesFolder = 'pages';

/** Every page file's name (without `.yml`) under `root`, sorted. */
export function pageFileNames(root = contentRoot()): string[] {
  return readdirSync(path.join(root, pagesFolder))
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => name.slice(0, -'.yml'.length));
}

/**
 * The page files as the content editor lists them: name, title and path, read leniently (a file
 * that does not parse is still listed, so the editor can mend it).
 */
export function pageFileSummaries(
  root = contentRoot(),
): { name: string; title?: string; path?: string }[] {
  return pageFileNames(root).map((name) => {
    try {
      const data = parse(readFileSync(path.join(root, pagesFolder, `${name}.yml`), 'utf8')) as {
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
