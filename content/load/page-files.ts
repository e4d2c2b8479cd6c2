// Reads the page files (pages/<name>.yml of the content root) and parses each with pageFileSchema,
// all of them the first time one is asked of a source: shared keys resolve to their items
// (shared/<kind>/<key>.yml), and a missing, mistyped or unknown field fails the build naming the
// file and the field. Each file says where it is served (`route`); the route map lists pages by
// it. Build time (and jest) only.
import type { z } from 'zod';
import { pageFileSchema, type pageRouteSchema } from '../schema/page';
import { loadEntryFile } from './data-file';
import { pageFileNames, pagesFolder } from './page-list';
import { resolverIn } from './resolver';
import { currentSource, type ContentSource } from './content-source';

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

function parsePageFile(source: ContentSource, name: string): PageFile {
  const full = source.full(pagesFolder, `${name}.yml`);
  const { route, ...content } = loadEntryFile(source, 'pages', full, resolverIn(source));
  return {
    name,
    file: source.shown(pagesFolder, `${name}.yml`),
    ...(route ? { route } : {}),
    content,
  };
}

/** Every page file of `source`, parsed, by file name. */
export function pageFilesIn(source: ContentSource): PageFile[] {
  return source.cached('pageFiles', () =>
    pageFileNames(source.root).map((name) => parsePageFile(source, name)),
  );
}

/** Every page file of the current content, parsed, by file name. */
export function pageFiles(): PageFile[] {
  return pageFilesIn(currentSource());
}

/** One page file of `source` by name (`not-found` for the 404 page). */
export function pageFileIn(source: ContentSource, name: string): PageFile {
  const page = pageFilesIn(source).find((candidate) => candidate.name === name);
  if (!page) throw new Error(`${source.shown(pagesFolder, `${name}.yml`)}: no such page file`);
  return page;
}

/** One page file of the current content by name. */
export function pageFile(name: string): PageFile {
  return pageFileIn(currentSource(), name);
}
