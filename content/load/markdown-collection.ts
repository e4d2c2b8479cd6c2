// Reads a collection folder (content/news, content/careers, content/help): one Markdown file per
// item, front matter checked by the collection's schema, body rendered by the Markdown pipeline.
// Runs at build time (and in jest) only: pages are static, so no file is read in the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { ContentError } from '../schema/errors';
import {
  checkEntry,
  refusedEntry,
  withoutCleared,
  type EntryContext,
  type EntryValue,
  type MarkdownCollection,
} from '../check/entry';
import type { RenderedMarkdown } from './markdown';
import { checkedOnly, pictureOf } from './images';
import { contentRoot } from './content-source';

export type Entry<T> = T & {
  /** The file name without `.md`: the item's URL segment. */
  slug: string;
  /** Path from the project root, for messages. */
  file: string;
  body: RenderedMarkdown;
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The files of a collection folder with `extension`, sorted: each with its slug (the file name
 * without the extension, checked: it becomes the URL), its path for messages (from the project
 * root when inside it) and its full path. A folder that does not exist has no files.
 */
export function collectionFiles(dir: string, extension: '.md' | '.yml') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => {
      const full = path.join(dir, name);
      const relative = path.relative(process.cwd(), full);
      const file = relative.startsWith('..') ? full : relative;
      const slug = name.slice(0, -extension.length);
      if (!SLUG.test(slug)) {
        throw new ContentError(
          `${file}: the file name must be lower case words joined by hyphens (it becomes the URL), e.g. ${extension === '.md' ? 'nach-mandate-setup.md' : 'nidhi-gold-loan.yml'}`,
        );
      }
      return { slug, file, full };
    });
}

/**
 * A Markdown file's front matter (YAML, read by gray-matter) and its body. A field the editor
 * cleared is written as null or '': it is left out (absent, as an optional cover or focal point
 * is; a required one says so). Also read by content/load/schedule-dates.ts, so `npm run
 * schedule:due` reads the dates as the build does.
 */
export function readFrontMatter(
  full: string,
  file: string,
): { data: Record<string, unknown>; content: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh object per file: gray-matter caches by content otherwise. The YAML is read as YAML
    // 1.2 (the `yaml` package, as the data files are), not gray-matter's js-yaml, whose YAML 1.1
    // timestamps turn `2027-02-30` into 2 March and `2026-11-30T09:00:00+05:30` into a Date that
    // loses its offset: dates reach the schemas as the text written, and are checked there.
    parsed = matter(readFileSync(full, 'utf8'), {
      engines: { yaml: (text) => parseYaml(text) as object },
    });
  } catch (error) {
    throw new ContentError(
      `${file}: the front matter is not valid YAML (${(error as Error).message}). ` +
        'A value that contains ": " must be put in quotes.',
    );
  }
  return { data: withoutCleared(parsed.data as Record<string, unknown>), content: parsed.content };
}

/**
 * The loader's side of the entry check (content/check/entry.ts): images are read from the files
 * of `root` and checked only (a published item's loader plans its variants), other items are the
 * folder's.
 */
function loaderContext(root: string, slugs: readonly string[]): EntryContext {
  return {
    images: (fields, slot, options) => checkedOnly(() => pictureOf(fields, slot, options, root)),
    slugsOf: () => slugs,
  };
}

/**
 * Every file of a Markdown collection folder under `root` (the content root), checked by the entry
 * check (content/check/entry.ts): the first file the build cannot publish stops it, with every
 * problem of that file.
 */
export function loadCollection<C extends MarkdownCollection>(
  folder: C,
  root = contentRoot(),
): Entry<EntryValue<C>>[] {
  const files = collectionFiles(path.join(root, folder), '.md');
  const context = loaderContext(
    root,
    files.map(({ slug }) => slug),
  );
  return files.map(({ slug, file, full }) => {
    const parsed = readFrontMatter(full, file);
    const verdict = checkEntry(folder, { slug, data: parsed.data, body: parsed.content }, context);
    if (verdict.problems.length)
      throw new ContentError(refusedEntry(file, folder, verdict.problems));
    return Object.assign({}, verdict.value as EntryValue<C>, { slug, file, body: verdict.body! });
  });
}
