// Reads the page files (content/pages/<name>.yml) and parses each with pageFileSchema: shared keys
// resolve to their items (content/shared/<kind>/<key>.yml), and a missing, mistyped or unknown
// field fails the build naming the file and the field. Each file says where it is served
// (`route`); the route map lists pages by it. Build time (and jest) only.
import type { z } from 'zod';
import { pageFileSchema, type pageRouteSchema } from '../schema/page';
import { loadEntryFile } from './data-file';
import { pageFileNames } from './page-list';
import { contentResolver } from './resolver';

export type PageRoute = z.output<typeof pageRouteSchema>;

/**
 * A page file's content as parsed: its generated sections (a help center's topics, a job list …)
 * still in their file form, which content/generated/fill-sections.ts fills.
 */
export type PageFileContent = Omit<z.output<typeof pageFileSchema>, 'route'>;

export type PageFile = {
  /** The file name without `.yml`. */
  name: string;
  /** Path from the project root, for messages. */
  file: string;
  /** Where it is served; absent only for the not-found page (app/global-not-found.tsx). */
  route?: PageRoute;
  content: PageFileContent;
};

const folder = 'content/pages';

function parsePageFile(name: string): PageFile {
  const file = `${folder}/${name}.yml`;
  const { route, ...content } = loadEntryFile('pages', file, contentResolver);
  return { name, file, ...(route ? { route } : {}), content };
}

let cache: PageFile[] | undefined;

/** Every page file, parsed, by file name. */
export function pageFiles(): PageFile[] {
  cache ??= pageFileNames().map(parsePageFile);
  return cache;
}

/** One page file by name (`not-found` for the 404 page). */
export function pageFile(name: string): PageFile {
  const page = pageFiles().find((candidate) => candidate.name === name);
  if (!page) throw new Error(`${folder}/${name}.yml: no such page file`);
  return page;
}
