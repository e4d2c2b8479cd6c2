// The collections described by content/collections/ (events and webinars): each one's folder of
// Markdown files, every file checked by the entry check (content/check/entry.ts, through
// loadCollection), its items built by its descriptor at the source's clock, and its template's
// words. Nothing is read when this module is imported: a source (content/load/content-source.ts)
// reads on first use and keeps the result for its content root and clock.
import type { z } from 'zod';
import type { AnyDescriptor, Described } from '../collections';
import { loadDataFile } from './data-file';
import { loadCollection } from './markdown-collection';
import { companyFactsIn } from './company-facts';
import { publicationOf } from './publication';
import { resolverIn } from './resolver';
import { currentSource, type ContentSource } from './content-source';

type Loaded<D extends AnyDescriptor> = Described<ReturnType<D['itemOf']>, WordsOf<D>>;
type WordsOf<D extends AnyDescriptor> = z.output<D['template']['schema']>;

/**
 * Every item of `descriptor`'s collection `source` publishes (one scheduled for later is left
 * out; a preview build keeps it), with its template's words, the clock and the company's facts.
 */
export function loadDescribedIn<D extends AnyDescriptor>(
  source: ContentSource,
  descriptor: D,
): Loaded<D> {
  return source.cached(`described:${descriptor.name}`, () => {
    const company = companyFactsIn(source);
    const items = loadCollection(descriptor.name, source.root).flatMap((entry) => {
      const publication = publicationOf(source, entry.publishAt);
      if (!publication.show) return [];
      return [
        descriptor.itemOf(entry as Parameters<D['itemOf']>[0], {
          timeZone: company.timeZone,
          now: source.now,
          publication,
        }),
      ];
    });
    return { now: source.now, company, items, words: templateWordsIn(source, descriptor) };
  }) as Loaded<D>;
}

/** The same over the current content (CONTENT_ROOT or content/, the build's clock). */
export function loadDescribed<D extends AnyDescriptor>(descriptor: D): Loaded<D> {
  return loadDescribedIn(currentSource(), descriptor);
}

/** The words of a described collection's pages (templates/<name>.yml of the content root). */
export function templateWordsIn<D extends AnyDescriptor>(
  source: ContentSource,
  descriptor: D,
): WordsOf<D> {
  return source.cached(`described-words:${descriptor.name}`, () =>
    loadDataFile(
      source,
      source.full('templates', `${descriptor.template.name}.yml`),
      descriptor.template.schema,
      `${descriptor.template.label.toLowerCase()} template`,
      resolverIn(source),
    ),
  ) as WordsOf<D>;
}

/** The words over the current content. */
export function templateWords<D extends AnyDescriptor>(descriptor: D): WordsOf<D> {
  return templateWordsIn(currentSource(), descriptor);
}
