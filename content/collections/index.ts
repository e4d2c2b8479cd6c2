// The collections described by one module each (content/collections/<name>.ts): what is specific
// to a collection of Markdown files in one place, and the consumers (the route map, the sitemap
// through it, site search, the feeds' links, `npm run schedule:due`, the content editor and its
// checks and preview, the entry check, the loader) loop over `collectionDescriptors`. Adding such
// a collection is its descriptor (its rules across fields in its `check.crossField`) and its line
// here; see docs/developers.md › Adding a collection. Pure: nothing here reads a
// file (the loader, content/load/described.ts, does, and hands its readers in), so the editor's
// browser bundle imports it too.
//
// Campaign pages (content/campaigns/*.yml) are not described here: a campaign is a YAML page file
// (the page schema's sections, edited as a page, filled as a page), not front matter and a
// Markdown body with a template's words around it; it has no listing, feed, search kind, template
// or related items, and its window (startsAt, endsAt, follow-up) is a rule of its own. Forcing it
// into this shape would leave most fields empty and the rest special cases: the route map keeps its
// one family (content/routes.ts) and content/load/campaigns.ts its loader.
import type { OwnTemplate } from './descriptor';
import { newsCollection } from './news';
import { careersCollection } from './careers';
import { helpCollection } from './help';
import { eventsCollection } from './events';

export * from './descriptor';

/** Every described collection, in the editor's order. */
export const collectionDescriptors = [
  newsCollection,
  careersCollection,
  helpCollection,
  eventsCollection,
] as const;

export type AnyDescriptor = (typeof collectionDescriptors)[number];

/** The name of a described collection. */
export type CollectionName = AnyDescriptor['name'];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** The families of generated pages of every described collection, by app/ folder. */
export type DescribedFamilies = UnionToIntersection<ReturnType<AnyDescriptor['families']>>;

/** The templates the described collections own (the editor's Generated pages lists them too). */
export const ownTemplates: OwnTemplate[] = collectionDescriptors.flatMap((descriptor) =>
  'template' in descriptor && descriptor.template ? [descriptor.template as OwnTemplate] : [],
);
