// The items of a described collection (content/collections/): every file of its folder checked by
// the entry check (content/check/entry.ts, through loadCollection), each published one made an
// item by its descriptor's `itemOf` with the source's clock, the company and the readers it needs
// (its words, pictures), then put in the collection's order. Apart from described.ts (which adds
// the words) so that the news cards a page file's reference resolves to (resolver.ts) read no
// template. Nothing is read when this module is imported.
import type { AnyDescriptor, ItemContext } from '../collections';
import { loadCollection } from './markdown-collection';
import { companyFactsIn } from './company-facts';
import { publicationOf } from './publication';
import { pictureOf } from './images';
import type { ContentSource } from './content-source';

export type ItemOf<D extends AnyDescriptor> = ReturnType<D['itemOf']>;
export type WordsOf<D extends AnyDescriptor> = ReturnType<D['words']>;

/**
 * Every item of `descriptor`'s collection `source` publishes, in its order (one scheduled for
 * later is left out; a preview build keeps it). `words`: its words, read when an item needs them.
 */
export function loadItemsIn<D extends AnyDescriptor>(
  source: ContentSource,
  descriptor: D,
  words: () => WordsOf<D>,
): ItemOf<D>[] {
  return source.cached(`described-items:${descriptor.name}`, () => {
    // The company's facts are read when an item asks (a news post does not).
    const company = () => companyFactsIn(source);
    const base = {
      get timeZone() {
        return company().timeZone;
      },
      now: source.now,
      get today() {
        return source.day(company().timeZone);
      },
      get company() {
        return company();
      },
      words,
      picture: ((fields, slot, options) =>
        pictureOf(fields, slot, options, source.root)) as ItemContext<unknown>['picture'],
    };
    const items = loadCollection(descriptor.name, source.root).flatMap((entry) => {
      const publication = publicationOf(source, entry.publishAt);
      if (!publication.show) return [];
      const itemOf = descriptor.itemOf as (entry: unknown, context: unknown) => ItemOf<D>;
      return [itemOf(entry, Object.assign(Object.create(base) as object, { publication }))];
    });
    const order = (descriptor as { order?: (items: ItemOf<D>[]) => ItemOf<D>[] }).order;
    return order ? order(items) : items;
  });
}
