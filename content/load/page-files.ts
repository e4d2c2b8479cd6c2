// Reads the page files (content/pages/<name>.yml) and parses each with pageFileSchema: shared keys
// resolve to their items (content/shared/<kind>/<key>.yml), and a missing, mistyped or unknown
// field fails the build naming the file and the field. Each file says where it is served
// (`route`); the route map lists pages by it. Build time (and jest) only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { PageContent } from '../types';
import { pageFileSchema, type pageRouteSchema } from '../schema/page';
import { loadDataFile } from './data-file';
import { contentResolver } from './resolver';

export type PageRoute = z.output<typeof pageRouteSchema>;

export type PageFile = {
  /** The file name without `.yml`. */
  name: string;
  /** Path from the project root, for messages. */
  file: string;
  /** Where it is served; absent only for the not-found page (app/global-not-found.tsx). */
  route?: PageRoute;
  content: PageContent;
};

const folder = 'content/pages';

function pageFileNames(): string[] {
  return readdirSync(path.join(process.cwd(), folder))
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => name.slice(0, -'.yml'.length));
}

function parsePageFile(name: string): PageFile {
  const file = `${folder}/${name}.yml`;
  const { route, ...content } = loadDataFile(file, pageFileSchema, 'page', contentResolver);
  return { name, file, ...(route ? { route } : {}), content };
}

let cache: PageFile[] | undefined;

/** Every page file, parsed, by file name. */
export function pageFiles(): PageFile[] {
  cache ??= pageFileNames().map(parsePageFile);
  return cache;
}

/** The content of one page file by name (`not-found` for the 404 page). */
export function loadPage(name: string): PageContent {
  const page = pageFiles().find((candidate) => candidate.name === name);
  if (!page) throw new Error(`${folder}/${name}.yml: no such page file`);
  return page.content;
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
