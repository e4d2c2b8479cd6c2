// Each event's calendar file, /events/<slug>/event.ics (RFC 5545), written at build time: the
// "Add to calendar" link of its page (content/collections/event-pages.ts eventIcs).
import { eventsCollection } from '@/content/collections/events';
import { eventIcs } from '@/content/collections/event-pages';
import { loadDescribed } from '@/content/load/described';
import { absoluteUrl, siteUrl } from '@/lib/site';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return loadDescribed(eventsCollection).items.map((event) => ({ slug: event.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { items, words, now, company } = loadDescribed(eventsCollection);
  const event = items.find((item) => item.slug === slug);
  if (!event) return new Response('Not found', { status: 404 });
  const body = eventIcs(event, {
    url: absoluteUrl(eventsCollection.itemPath(slug)),
    host: new URL(siteUrl).host,
    organizer: company.name,
    organizerEmail: company.email.sales,
    now,
    words,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
