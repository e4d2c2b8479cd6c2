// The upcoming events as an RSS 2.0 feed, /events/feed.xml, written at build time with feedsmith
// (as lib/from-content/feeds.ts writes the news feeds): soonest first, each linking its page.
import { generateRssFeed } from 'feedsmith';
import { eventsCollection } from '@/content/collections/events';
import { eventCardOf, orderEvents } from '@/content/collections/event-pages';
import { loadDescribed } from '@/content/load/described';
import { fillPlaceholders } from '@/content/schema/templates';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

export function GET() {
  const [feed] = eventsCollection.feeds;
  const { items, words } = loadDescribed(eventsCollection);
  const upcoming = orderEvents(items).filter(
    (event) => event.phase !== 'past' && !event.publication.scheduled,
  );
  const fill = (text: string) => fillPlaceholders(text, {});
  const xml = generateRssFeed({
    title: fill(words.feed.title),
    link: absoluteUrl(eventsCollection.home),
    description: fill(words.feed.description),
    language: 'en',
    atom: {
      links: [
        {
          href: absoluteUrl(feed.path),
          rel: 'self',
          type: feed.type,
        },
      ],
    },
    items: upcoming.map((event) => {
      const card = eventCardOf(event, words);
      const url = absoluteUrl(card.href);
      return {
        title: event.title,
        link: url,
        guid: { value: url, isPermaLink: true },
        description: `${card.kindLabel}, ${card.when.date}, ${card.when.time}, ${card.place.short}. ${event.summary}`,
        // When it was announced, if it was scheduled to be (an unscheduled one says nothing).
        ...(event.publication.at ? { pubDate: new Date(event.publication.at) } : {}),
        categories: [{ name: card.kindLabel }],
      };
    }),
  });
  return new Response(xml, { headers: { 'Content-Type': feed.type } });
}
