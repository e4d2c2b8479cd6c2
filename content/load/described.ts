// The collections described by content/collections/ (events and webinars): each one's folder of
// Markdown files (front matter checked by its schema, the body rendered), its items built by its
// descriptor at the build's clock, and its template's words. Nothing is read when this module is
// imported: loadDescribed reads on its first call and keeps the result for the content root
// (CONTENT_ROOT) and the build's clock (CONTENT_NOW / CONTENT_TODAY, INCLUDE_SCHEDULED) it was
// read with, so a test that changes them gets a fresh read without reloading modules.
import path from 'node:path';
import { buildNow, includeScheduled } from '../../lib/build-day';
import { momentIn } from '../../lib/zoned-time';
import { companyFile, companySchema, type Company } from '../schema/company';
import { ContentError, parseContent } from '../schema/errors';
import type { Resolver } from '../schema/refs';
import type { Publication } from '../types';
import type { z } from 'zod';
import type { AnyDescriptor, Described } from '../collections';
import { loadDataFile } from './data-file';
import { renderMarkdown } from './markdown';
import { collectionFiles, contentRoot, readFrontMatter } from './markdown-collection';

type Loaded<D extends AnyDescriptor> = Described<ReturnType<D['itemOf']>, WordsOf<D>>;
type WordsOf<D extends AnyDescriptor> = z.output<D['template']['schema']>;

const cache = new Map<string, unknown>();

/** What a read depends on: the content root and the clock as the environment pins it. */
function cacheKey(name: string): string {
  const env = process.env;
  return JSON.stringify([
    name,
    process.cwd(),
    contentRoot(),
    env.CONTENT_NOW ?? null,
    env.CONTENT_TODAY ?? null,
    includeScheduled(),
  ]);
}

/** The company's facts (content/company.yml), read when first needed. */
function companyFacts(): Company {
  return loadDataFile(companyFile, companySchema, 'company') as Company;
}

/** A `publishAt` at `now` (the rules of content/load/publication.ts, on this read's clock). */
function publicationAt(publishAt: string | undefined, timeZone: string, now: Date): Publication {
  if (publishAt === undefined) return { show: true };
  const moment = momentIn(publishAt, timeZone);
  const when = { day: moment.day, at: moment.at };
  if (Date.parse(moment.at) <= now.getTime()) return { show: true, ...when };
  return includeScheduled() ? { show: true, scheduled: moment, ...when } : { show: false, ...when };
}

/**
 * Every item of `descriptor`'s collection this build publishes (one scheduled for later is left
 * out; a preview build keeps it), with its template's words, the clock and the company's facts.
 */
export function loadDescribed<D extends AnyDescriptor>(descriptor: D): Loaded<D> {
  const key = cacheKey(descriptor.name);
  const hit = cache.get(key);
  if (hit) return hit as Loaded<D>;
  const now = buildNow();
  const company = companyFacts();
  const items = collectionFiles(path.join(contentRoot(), descriptor.folder), '.md').flatMap(
    ({ slug, file, full }) => {
      const { data, content } = readFrontMatter(full, file);
      const entry = parseContent(
        descriptor.schema,
        data,
        file,
        `${descriptor.name} front matter`,
      ) as Parameters<D['itemOf']>[0];
      if (!content.trim())
        throw new ContentError(`${file}: the body (below the front matter) is empty`);
      const publication = publicationAt(entry.publishAt, company.timeZone, now);
      if (!publication.show) return [];
      return [
        descriptor.itemOf(
          { ...entry, slug, file, body: renderMarkdown(content) },
          { timeZone: company.timeZone, now, publication },
        ),
      ];
    },
  );
  const loaded = { now, company, items, words: templateWords(descriptor) } as Loaded<D>;
  cache.set(key, loaded);
  return loaded;
}

const wordsCache = new Map<string, unknown>();

/** The words of a described collection's pages (content/templates/<name>.yml), read on first use. */
export function templateWords<D extends AnyDescriptor>(descriptor: D): WordsOf<D> {
  const file = `content/templates/${descriptor.template.name}.yml`;
  const key = JSON.stringify([process.cwd(), file]);
  const hit = wordsCache.get(key);
  if (hit) return hit as WordsOf<D>;
  // A template names only company facts ({{name}}): no shared item, post or image.
  const resolver: Resolver = {
    company: companyFacts(),
    sharedItem: () => undefined,
    latestNews: () => [],
    leadImage: (image) => image,
  };
  const words = loadDataFile(
    file,
    descriptor.template.schema,
    `${descriptor.template.label.toLowerCase()} template`,
    resolver,
  ) as WordsOf<D>;
  wordsCache.set(key, words);
  return words;
}
