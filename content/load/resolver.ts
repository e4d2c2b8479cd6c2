// What a page file's references resolve to (content/schema/refs.ts), from one content source: the
// shared items of shared/, the newest posts of news/, the company's facts of company.yml, the
// logos read from its root. The page, template and campaign loaders hand it to their parse.
import type { Resolver } from '../schema/refs';
import { companyFactsIn } from './company-facts';
import type { ContentSource } from './content-source';
import { leadImage } from './images';
import { newsCardsIn } from './news-posts';
import { sharedItemsIn } from './shared-items';

/** The resolver of `source` (one per source; each answer read when first asked). */
export function resolverIn(source: ContentSource): Resolver {
  return source.cached('resolver', (): Resolver => ({
    sharedItem: (kind, key) => sharedItemsIn(source, kind).get(key),
    latestNews: (count) => newsCardsIn(source).slice(0, count),
    get company() {
      return companyFactsIn(source);
    },
    leadImage: (image) => leadImage(image, source.root),
  }));
}
