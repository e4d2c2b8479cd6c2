// The collections described by content/collections/ (news, careers, help, events): each one's
// items (described-items.ts: its folder of Markdown files, every file checked by the entry check,
// its items built by its descriptor at the source's clock) and its words, read with the readers
// handed to its descriptor's `words` (the templates of content/templates/, the page files it
// reuses). Nothing is read when this module is imported: a source
// (content/load/content-source.ts) reads on first use and keeps the result for its content root
// and clock.
import type { z } from 'zod';
import type { AnyDescriptor, Described, OwnTemplate, WordsReader } from '../collections';
import { loadDataFile } from './data-file';
import { companyFactsIn } from './company-facts';
import { resolverIn } from './resolver';
import { templateIn } from './template-files';
import { pageFileIn } from './page-files';
import { loadItemsIn, type ItemOf, type WordsOf } from './described-items';
import { currentSource, type ContentSource } from './content-source';

type Loaded<D extends AnyDescriptor> = Described<ItemOf<D>, WordsOf<D>>;

/**
 * Every item of `descriptor`'s collection `source` publishes (one scheduled for later is left
 * out; a preview build keeps it), in its order, with its words and the company's facts (each read
 * when first asked) and the clock.
 */
export function loadDescribedIn<D extends AnyDescriptor>(
  source: ContentSource,
  descriptor: D,
): Loaded<D> {
  return source.cached(`described:${descriptor.name}`, () => {
    const words = () => wordsIn(source, descriptor);
    return {
      now: source.now,
      get company() {
        return companyFactsIn(source);
      },
      items: loadItemsIn(source, descriptor, words),
      get words() {
        return words();
      },
    };
  });
}

/** The same over the current content (CONTENT_ROOT or content/, the build's clock). */
export function loadDescribed<D extends AnyDescriptor>(descriptor: D): Loaded<D> {
  return loadDescribedIn(currentSource(), descriptor);
}

/** The readers a descriptor's `words` reads `source` with. */
function readerIn(source: ContentSource): WordsReader {
  return {
    template: (name) => templateIn(source, name),
    own: <S extends z.ZodType>(template: OwnTemplate<S>) =>
      loadDataFile(
        source,
        source.full('templates', `${template.name}.yml`),
        template.schema,
        `${template.label.toLowerCase()} template`,
        resolverIn(source),
      ) as z.output<S>,
    pageFile: (name) => pageFileIn(source, name).content,
  };
}

/** The words of a described collection's pages in `source` (read once). */
export function wordsIn<D extends AnyDescriptor>(source: ContentSource, descriptor: D): WordsOf<D> {
  return source.cached(`described-words:${descriptor.name}`, () =>
    (descriptor.words as (read: WordsReader) => WordsOf<D>)(readerIn(source)),
  );
}

/** The words over the current content. */
export function templateWords<D extends AnyDescriptor>(descriptor: D): WordsOf<D> {
  return wordsIn(currentSource(), descriptor);
}
