// Events and webinars, described once: content/events/<slug>.md (eventSchema), their pages
// /events/ (upcoming first, then past, EVENTS_PAGE_SIZE a page; later pages /events/page/<n>/) and
// /events/<slug>/ (with /events/<slug>/event.ics), the words of content/templates/event.yml, the
// search kind `events`, the dates `npm run schedule:due` watches (publishAt, registration closing,
// end) and the editor's collection. The consumers loop over content/collections/index.ts; the
// builders are content/collections/event-pages.ts. Pure: the editor's bundle imports it.
import { eventDatesSchema, eventSchema, eventTemplateSchema } from '../schema/events';
import { eventTimeProblems } from '../schema/event-rules';
import type { DatedItem } from '../schema/schedule';
import type { PageContent } from '../types';
import type { z } from 'zod';
import type {
  Described,
  DescribedEntry,
  ItemContext,
  PreviewContext,
  WordsReader,
} from './descriptor';
import {
  eventListContent,
  eventListPageName,
  eventOf,
  eventPageContent,
  eventPageCount,
  eventPaths,
  type EventItem,
  type EventWords,
} from './event-pages';

/** Cards per listing page, as the news listing has. */
export const EVENTS_PAGE_SIZE = 12;

type Front = z.output<typeof eventSchema>;
type Entry = DescribedEntry<Front>;
type Loaded = Described<EventItem, EventWords>;

/** Its pages' words: content/templates/event.yml, its own template (listed under Generated pages). */
const eventTemplate = {
  name: 'event',
  label: 'Events',
  paths: '/events/, /events/page/<n>/, /events/<event>/',
  preview: '/events/',
  schema: eventTemplateSchema,
};

export const eventsCollection = {
  name: 'events' as const,
  folder: 'events',
  schema: eventSchema,
  template: eventTemplate,
  words: (read: WordsReader): EventWords => read.own(eventTemplate),
  itemOf: (entry: Entry, { timeZone, now, publication }: ItemContext<EventWords>): EventItem =>
    eventOf(entry, timeZone, now, publication),
  itemPath: eventPaths.item,
  home: eventPaths.listing,
  // The listing is the collection's own (no page file): its first page at /events/.
  listing: { pageSize: EVENTS_PAGE_SIZE },
  listingPage: ({ items, words }: Loaded): { name: string; content: PageContent } => ({
    name: eventListPageName(words, 1, 1),
    content: eventListContent(items, words, 1, EVENTS_PAGE_SIZE),
  }),
  families: (load: () => Loaded) => ({
    // Listing pages after the first, as many as the events fill. Next's static export cannot
    // build a dynamic folder with no page, and a few events fill one page: the folder always has
    // /events/page/1/ too, the first page again: noindex, so out of the sitemap and the search,
    // and linked from nowhere (the listing's page 1 is /events/), so never prerendered.
    '/events/page/[page]/': {
      parent: eventPaths.listing,
      source: 'content/events/*.md',
      items: () => {
        const { items, words } = load();
        const count = eventPageCount(items.length, EVENTS_PAGE_SIZE);
        return Array.from({ length: count }, (_, i) => i + 1).map((page) => ({
          params: { page: String(page) },
          path: page === 1 ? eventPaths.firstPageAgain : eventPaths.page(page),
          name: eventListPageName(words, page, count, true),
          indexable: page > 1,
          content: () => eventListContent(items, words, page, EVENTS_PAGE_SIZE, true),
        }));
      },
    },
    // One page per file of content/events/, past ones too (they say so).
    '/events/[slug]/': {
      parent: eventPaths.listing,
      source: 'content/events/*.md',
      items: () => {
        const { items, words } = load();
        return items.map((event) => ({
          params: { slug: event.slug },
          path: eventPaths.item(event.slug),
          name: event.title,
          indexable: true,
          collection: 'events' as const,
          content: () => eventPageContent(event, words),
          ...(event.publication.scheduled ? { scheduled: event.publication.scheduled } : {}),
        }));
      },
    },
  }),
  feeds: [{ path: eventPaths.feed, type: 'application/rss+xml', title: 'events (RSS)' }] as const,
  search: { kind: 'events' as const, listings: [eventPaths.laterPrefix] },
  schedule: {
    schema: eventDatesSchema,
    // Registration closes at its own time or the start; at the end the page says it took place.
    datedItem: (
      dates: Record<string, string | undefined>,
      file: string,
      slug: string,
    ): DatedItem => ({
      file,
      path: eventPaths.item(slug),
      ...(dates.publishAt ? { publishAt: dates.publishAt } : {}),
      registrationClosesAt: dates.registrationClosesAt ?? dates.start!,
      endsAt: dates.end!,
    }),
  },
  // An event ends after it starts; registration closes by its start.
  check: { crossField: eventTimeProblems },
  editor: {
    label: 'Events',
    labelSingular: 'Event',
    description:
      'Webinars, conferences and meet-ups: each has its page with a registration form until registration closes, and stays listed once it has taken place.',
    summary: '{{title}} ({{kind}}, {{start}})',
    sortableFields: [{ field: 'start', default_sort: 'desc' as const }, 'title'],
    bodyHint:
      'What the event is about and who it is for; "Heading 2" for sections. Raw HTML is shown as text.',
  },
  // The editor's preview data keeps no events: an event's page lists no other.
  related: () => [],
  preview: {
    templates: [eventTemplate],
    page: (entry: Entry, [words]: [EventWords], { timeZone, now }: PreviewContext): PageContent =>
      eventPageContent(eventOf(entry, timeZone, now), words),
  },
};
