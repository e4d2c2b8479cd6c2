// Events from data alone: a parsed file of content/events/ becomes an event (eventOf), events
// become the listing's pages in order (orderEvents, eventListContent), an event its page
// (eventPageContent) and its calendar file (eventIcs). Pure: it reads no file and imports no
// loader, so the content editor's preview builds the page the build builds. The loader
// (content/load/described.ts, through content/collections/events.ts) hands it the entries, the words, the clock and the time zone.
import type { z } from 'zod';
import { formatDate } from '@/lib/dates';
import { instantOf, isoIn, wallTimeIn, zoneName } from '@/lib/zoned-time';
import type { PageContent, Publication, RenderedMarkdown, Section } from '../types';
import type {
  eventListSectionSchema,
  eventSchema,
  eventSectionSchema,
  eventTemplateSchema,
} from '../schema/events';
import { fillPlaceholders } from '../schema/templates';
import { pageOf, pagination } from '../generated/pagination';

/** A file of content/events/ as parsed: front matter, slug, file and rendered body. */
export type EventEntry = z.output<typeof eventSchema> & {
  slug: string;
  file: string;
  body: RenderedMarkdown;
};
export type EventWords = z.output<typeof eventTemplateSchema>;
type EventSection = z.output<typeof eventSectionSchema>;
type EventListSection = z.output<typeof eventListSectionSchema>;
export type EventCard = EventSection['event'];

/** Where events live: the listing, its later pages, each event and its calendar file. */
export const eventPaths = {
  listing: '/events/' as const,
  page: (page: number) => (page === 1 ? '/events/' : (`/events/page/${page}/` as const)),
  /** The first page again, in the later pages' folder (noindex: content/collections/events.ts). */
  firstPageAgain: '/events/page/1/' as const,
  /** Where the later pages are (the search leaves them out). */
  laterPrefix: '/events/page/' as const,
  item: (slug: string) => `/events/${slug}/` as const,
  calendar: (slug: string) => `/events/${slug}/event.ics` as const,
  feed: '/events/feed.xml' as const,
};

/** An event as the build publishes it. */
export type EventItem = EventEntry & {
  /** Instants, ISO in UTC. */
  startAt: string;
  endAt: string;
  closesAt: string;
  /** `open`: taking registrations; `closed`: not yet over, registration closed; `past`: ended. */
  phase: 'open' | 'closed' | 'past';
  publication: Publication;
  timeZone: string;
};

/** A parsed entry at `now`, its wall times read in `timeZone`. */
export function eventOf(
  entry: EventEntry,
  timeZone: string,
  now: Date,
  publication: Publication = { show: true },
): EventItem {
  const startAt = instantOf(entry.start, timeZone);
  const endAt = instantOf(entry.end, timeZone);
  const closesAt = entry.registrationClosesAt
    ? instantOf(entry.registrationClosesAt, timeZone)
    : startAt;
  const phase =
    endAt.getTime() <= now.getTime()
      ? 'past'
      : closesAt.getTime() <= now.getTime()
        ? 'closed'
        : 'open';
  return {
    ...entry,
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    closesAt: closesAt.toISOString(),
    phase,
    publication,
    timeZone,
  };
}

/** Upcoming (not yet ended) first, soonest first; then past ones, latest first; then by slug. */
export function orderEvents<T extends { phase: EventItem['phase']; startAt: string; slug: string }>(
  events: readonly T[],
): T[] {
  const upcoming = events.filter((event) => event.phase !== 'past');
  const past = events.filter((event) => event.phase === 'past');
  const by = (sign: 1 | -1) => (a: T, b: T) =>
    sign * a.startAt.localeCompare(b.startAt) || a.slug.localeCompare(b.slug);
  return [...upcoming.sort(by(1)), ...past.sort(by(-1))];
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Thu, 10 Dec 2026" and "15:00–16:15 IST" (a second day is named: "… – 11 Dec, 13:00 IST"). */
function whenOf(event: EventItem): EventCard['when'] {
  const start = new Date(event.startAt);
  const end = new Date(event.endAt);
  const from = wallTimeIn(start, event.timeZone);
  const to = wallTimeIn(end, event.timeZone);
  const weekday = weekdays[new Date(`${from.day}T00:00:00Z`).getUTCDay()];
  const zone = zoneName(start, event.timeZone);
  const until = from.day === to.day ? to.time : `${formatDate(to.day)}, ${to.time}`;
  return {
    start: isoIn(start, event.timeZone),
    end: isoIn(end, event.timeZone),
    date: `${weekday}, ${formatDate(from.day)}`,
    time: `${from.time}–${until} ${zone}`,
  };
}

function placeOf(event: EventItem, words: EventWords): EventCard['place'] {
  const { attendance } = event;
  if (attendance.mode === 'online')
    return { mode: 'online', short: words.online, lines: [attendance.platform ?? words.online] };
  return {
    mode: 'venue',
    short: attendance.city!,
    lines: [attendance.venue!, attendance.address!],
    venue: attendance.venue!,
    city: attendance.city!,
    address: attendance.address!,
  };
}

/** An event as its card (and its page's facts) show it. */
export function eventCardOf(event: EventItem, words: EventWords): EventCard {
  return {
    slug: event.slug,
    href: eventPaths.item(event.slug),
    title: event.title,
    kind: event.kind,
    kindLabel: words.kinds[event.kind],
    summary: event.summary,
    when: whenOf(event),
    place: placeOf(event, words),
    upcoming: event.phase !== 'past',
  };
}

/** The day an event started, as the site writes it: "10 Dec 2026". */
export function eventDay(event: EventItem): string {
  return formatDate(wallTimeIn(new Date(event.startAt), event.timeZone).day);
}

/** One event's page: its section (facts, speakers, description, calendar, form or past notice). */
export function eventPageContent(event: EventItem, words: EventWords): PageContent {
  const fill = (text: string) =>
    fillPlaceholders(text, {
      title: event.title,
      kind: words.kinds[event.kind],
      date: eventDay(event),
    });
  const { page, registration: form } = words;
  const section: EventSection = {
    type: 'event',
    id: page.id,
    event: eventCardOf(event, words),
    labels: { when: page.when, where: page.where, speakers: page.speakers, about: page.about },
    speakers: event.speakers,
    html: event.body.html,
    calendar: { label: page.calendar, file: eventPaths.calendar(event.slug) },
    ...(event.phase === 'past' ? { past: fill(page.past) } : {}),
    ...(event.phase === 'past' && event.recording
      ? { recording: { label: page.recording, href: event.recording } }
      : {}),
    ...(event.phase === 'closed' ? { closed: fill(page.closed) } : {}),
    ...(event.phase === 'open'
      ? {
          registration: {
            id: form.id,
            title: fill(form.title),
            lead: fill(form.lead),
            formId: `event:${event.slug}`,
            label: fill(form.label),
            submitLabel: form.submitLabel,
            success: { title: fill(form.successTitle), text: fill(form.successText) },
            mailSubject: fill(form.mailSubject),
            privacy: form.privacy,
            optIn: form.optIn,
          },
        }
      : {}),
  };
  return {
    meta: {
      title: fill(page.metaTitle),
      description: event.summary,
    },
    sections: [section as Section],
  };
}

/** How many listing pages `count` events fill at `size` a page. */
export function eventPageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** Page `page` (1-based) of the listing: `events` in listing order (orderEvents). */
export function eventListContent(
  events: readonly EventItem[],
  words: EventWords,
  page: number,
  size: number,
  /** The first page again, at /events/page/1/: titled as a numbered page, so no title repeats. */
  numbered = false,
): PageContent {
  const ordered = orderEvents(events);
  const { slice, count } = pageOf(ordered, page, size, 'events');
  const fill = (text: string) => fillPlaceholders(text, { page, pages: count });
  const { listing } = words;
  const cards = slice.map((event) => eventCardOf(event, words));
  const upcoming = cards.filter((card) => card.upcoming);
  const past = cards.filter((card) => !card.upcoming);
  const section: EventListSection = {
    type: 'eventList',
    id: listing.id,
    ...(listing.eyebrow === undefined ? {} : { eyebrow: listing.eyebrow }),
    title: listing.title,
    ...(listing.lead === undefined ? {} : { lead: listing.lead }),
    groups: [
      ...(upcoming.length ? [{ title: listing.upcoming, events: upcoming }] : []),
      ...(past.length ? [{ title: listing.past, events: past }] : []),
    ],
    ...(page === 1 && !ordered.some((event) => event.phase !== 'past')
      ? { none: listing.none }
      : {}),
    more: listing.more,
    ...(count > 1
      ? { pagination: pagination(listing.paginationLabel, page, count, eventPaths.page) }
      : {}),
  };
  return {
    meta:
      page === 1 && !numbered
        ? listing.meta
        : { title: fill(listing.later.title), description: fill(listing.later.description) },
    sections: [section as Section],
  };
}

/** The listing page's name in the route map (breadcrumbs). */
export function eventListPageName(
  words: EventWords,
  page: number,
  pages: number,
  numbered = false,
): string {
  return page === 1 && !numbered
    ? words.listing.routeName
    : fillPlaceholders(words.listing.later.routeName, { page, pages });
}

// ---------------------------------------------------------------- the calendar file (RFC 5545)

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space, and a
 * UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A rendered body as plain text for a calendar: a paragraph or heading per line, list items as
 * "- " lines, a line break in the source as a space, entities decoded.
 */
export function plainTextOf(html: string): string {
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
  };
  return html
    .replace(/\n/g, ' ')
    .replace(/<li>/g, '- ')
    .replace(/<\/(p|li|h[1-6]|blockquote)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** An instant as an iCalendar UTC date-time: 20261210T093000Z. */
function icsInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The event as an iCalendar file: one VEVENT with its UID (stable per event), DTSTAMP (when the
 * build wrote it), DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION (the venue) or the
 * page's URL, with CRLF line endings and lines folded at 75 octets.
 */
export function eventIcs(
  event: EventItem,
  {
    url,
    host,
    organizer,
    organizerEmail,
    now,
    words,
  }: {
    url: string;
    host: string;
    organizer: string;
    organizerEmail: string;
    now: Date;
    words: EventWords;
  },
): string {
  const card = eventCardOf(event, words);
  const description = [event.summary, '', plainTextOf(event.body.html), '', url].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(organizer)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.slug}@${host}`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(event.startAt)}`,
    `DTEND:${icsInstant(event.endAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(card.place.mode === 'online' ? `${card.place.short}: ${card.place.lines[0]}` : card.place.lines.join(', '))}`,
    `URL:${url}`,
    `ORGANIZER;CN="${organizer.replace(/"/g, '')}":mailto:${organizerEmail}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
