/**
 * @jest-environment node
 */
// Events and webinars (content/collections/events.ts): the schema's refusals, the listing's order
// and pagination, the loader reading nothing at import and re-reading when CONTENT_ROOT or the
// clock changes (no jest.resetModules), the calendar file read back by Mozilla's iCalendar parser
// (ical.js), and the structured data.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { contentCopy } from './content-copy';
import { eventSchema } from '@/content/schema/events';
import {
  eventIcs,
  eventListContent,
  eventOf,
  eventPageContent,
  foldLine,
  orderEvents,
  plainTextOf,
  type EventEntry,
  type EventItem,
} from '@/content/collections/event-pages';
import { eventsCollection } from '@/content/collections/events';
import { loadDescribed, templateWords } from '@/content/load/described';
import { renderMarkdown } from '@/content/load/markdown';
import type { SectionOf } from '@/content/types';

const timeZone = 'Asia/Kolkata';
const words = templateWords(eventsCollection);

const online = {
  title: 'Co-lending with banks, live',
  kind: 'webinar',
  summary:
    'A live walk-through of co-lending under the RBI framework, from sourcing to settlement and reporting.',
  start: '2026-12-10 15:00',
  end: '2026-12-10 16:15',
  attendance: { mode: 'online', platform: 'Zoom webinar; the link is emailed after you register' },
  speakers: [{ name: 'Anjali Menon', role: 'Head of Product', organisation: 'Finorbit' }],
};

const venue = {
  ...online,
  kind: 'meet-up',
  attendance: {
    mode: 'venue',
    venue: 'Hotel Clarks Avadh',
    city: 'Lucknow',
    address: '8 Mahatma Gandhi Marg, Lucknow 226001',
  },
};

/** The messages of a refused front matter, by field. */
function refusals(data: unknown): Record<string, string> {
  const result = eventSchema.safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the event schema', () => {
  it('takes an online event and an event at a venue', () => {
    expect(refusals(online)).toEqual({});
    expect(refusals(venue)).toEqual({});
    expect(refusals({ ...online, recording: '/news/some-post/' })).toEqual({});
    expect(refusals({ ...online, registrationClosesAt: '2026-12-10 14:00' })).toEqual({});
  });

  it('refuses an end before (or at) the start, naming the start', () => {
    expect(refusals({ ...online, end: '2026-12-10 14:00' })).toEqual({
      end: 'must be after the start (2026-12-10 15:00)',
    });
    expect(refusals({ ...online, end: online.start })).toHaveProperty('end');
  });

  it('refuses a kind it does not know, and a wall time that does not exist', () => {
    expect(refusals({ ...online, kind: 'workshop' })).toEqual({
      kind: 'must be one of: webinar, conference, meet-up',
    });
    expect(refusals({ ...online, start: '2026-02-30 10:00' })).toHaveProperty('start');
    expect(refusals({ ...online, start: '10 Dec 2026' })).toHaveProperty('start');
  });

  it('refuses a venue without its city or address, and an online event with a venue', () => {
    const { city: _city, ...noCity } = venue.attendance;
    void _city;
    expect(refusals({ ...venue, attendance: noCity })).toEqual({
      'attendance.city': 'is required for an event at a venue',
    });
    expect(
      refusals({ ...online, attendance: { ...online.attendance, venue: 'Somewhere' } }),
    ).toEqual({ 'attendance.venue': 'must be empty for an online event' });
    expect(Object.keys(refusals({ ...online, attendance: { mode: 'online' } }))).toEqual([
      'attendance.platform',
    ]);
  });

  it('refuses registration closing after the end, a recording that is not https or a site path, no speaker', () => {
    expect(refusals({ ...online, registrationClosesAt: '2026-12-11 09:00' })).toEqual({
      registrationClosesAt: 'must not be after the end (2026-12-10 16:15)',
    });
    expect(refusals({ ...online, recording: 'http://example.com/video' })).toHaveProperty(
      'recording',
    );
    expect(refusals({ ...online, recording: 'javascript:alert(1)' })).toHaveProperty('recording');
    expect(refusals({ ...online, speakers: [] })).toHaveProperty('speakers');
    expect(Object.keys(refusals({ ...online, secretLink: 'x' }))).toEqual(['']);
  });
});

/** An event of `day` (YYYY-MM-DD) at 10:00–12:00 IST, at `now`. */
function item(slug: string, day: string, now: Date, extra: Partial<EventEntry> = {}): EventItem {
  const entry = eventSchema.parse({ ...online, start: `${day} 10:00`, end: `${day} 12:00` });
  return eventOf(
    { ...entry, ...extra, slug, file: `content/events/${slug}.md`, body: renderMarkdown('About.') },
    timeZone,
    now,
  );
}

describe('the listing', () => {
  const now = new Date('2026-11-28T06:30:00Z'); // 12:00 IST
  const events = [
    item('past-old', '2026-03-01', now),
    item('soon', '2026-12-01', now),
    item('past-recent', '2026-11-20', now),
    item('later', '2027-02-01', now),
    item('today-morning', '2026-11-28', new Date('2026-11-28T03:00:00Z')), // 08:30 IST: not begun
  ];

  it('lists upcoming events soonest first, then past ones latest first', () => {
    const at = events.map((event) => eventOf(event, timeZone, now));
    // 10:00–12:00 IST today ended at 12:00, which is now: past.
    expect(orderEvents(at).map((event) => event.slug)).toEqual([
      'soon',
      'later',
      'today-morning',
      'past-recent',
      'past-old',
    ]);
  });

  it('pages the list, the groups headed, the pagination at /events/page/<n>/', () => {
    const at = events.map((event) => eventOf(event, timeZone, now));
    const first = eventListContent(at, words, 1, 2).sections[0] as SectionOf<'eventList'>;
    expect(first.groups.map((group) => [group.title, group.events.map((e) => e.slug)])).toEqual([
      ['Coming up', ['soon', 'later']],
    ]);
    expect(first.pagination?.pages.map((page) => page.href)).toEqual([
      '/events/',
      '/events/page/2/',
      '/events/page/3/',
    ]);
    const second = eventListContent(at, words, 2, 2);
    expect(second.meta.title).toBe('Events and webinars, page 2 of 3');
    const groups = (second.sections[0] as SectionOf<'eventList'>).groups;
    expect(groups.map((group) => [group.title, group.events.map((e) => e.slug)])).toEqual([
      ['Past events', ['today-morning', 'past-recent']],
    ]);
    expect(() => eventListContent(at, words, 4, 2)).toThrow('No events page 4');
  });

  it('says when nothing is coming up', () => {
    const past = [item('past-old', '2026-03-01', now)];
    const section = eventListContent(past, words, 1, 12).sections[0] as SectionOf<'eventList'>;
    expect(section.none).toBe(words.listing.none);
    expect(section.pagination).toBeUndefined();
  });
});

describe('an event page by phase', () => {
  const upcoming = item('webinar', '2026-12-10', new Date('2026-11-28T06:30:00Z'));
  const page = (event: EventItem) =>
    eventPageContent(event, words).sections[0] as SectionOf<'event'>;

  it('while registration is open: the form, carrying the event id, and the time with its zone', () => {
    const section = page(upcoming);
    expect(section.registration?.formId).toBe('event:webinar');
    expect(section.event.when).toEqual({
      start: '2026-12-10T10:00+05:30',
      end: '2026-12-10T12:00+05:30',
      date: 'Thu, 10 Dec 2026',
      time: '10:00–12:00 IST',
    });
    expect(section.past).toBeUndefined();
    expect(section.calendar.file).toBe('/events/webinar/event.ics');
  });

  it('after its start (registration closed by default): no form, says so', () => {
    const started = eventOf(upcoming, timeZone, new Date('2026-12-10T04:35:00Z'));
    expect(started.phase).toBe('closed');
    expect(page(started).registration).toBeUndefined();
    expect(page(started).closed).toBeDefined();
  });

  it('after its end: no form, "This event took place on", the recording', () => {
    const ended = eventOf(
      { ...upcoming, recording: 'https://www.youtube.com/@finorbit/videos' },
      timeZone,
      new Date('2026-12-10T06:30:00Z'),
    );
    const section = page(ended);
    expect(section.registration).toBeUndefined();
    expect(section.past).toBe('This event took place on 10 Dec 2026.');
    expect(section.recording?.href).toBe('https://www.youtube.com/@finorbit/videos');
  });
});

describe('the loader: nothing read at import, re-read per content root and clock', () => {
  const saved = { root: process.env.CONTENT_ROOT, now: process.env.CONTENT_NOW };
  let dir: string;
  beforeAll(() => {
    // A copy of the content (its company facts and templates) with only these two events.
    dir = contentCopy((copy) => {
      rmSync(path.join(copy, 'events'), { recursive: true, force: true });
      mkdirSync(path.join(copy, 'events'));
    });
    const file = (data: object) =>
      `---\n${Object.entries(data)
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join('\n')}\n---\n\nWhat it is about.\n`;
    writeFileSync(path.join(dir, 'events', 'one-webinar.md'), file(online));
    writeFileSync(
      path.join(dir, 'events', 'scheduled-meet-up.md'),
      file({ ...venue, publishAt: '2026-12-01 09:00' }),
    );
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const [key, value] of [
      ['CONTENT_ROOT', saved.root],
      ['CONTENT_NOW', saved.now],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  });

  it('reads the folder CONTENT_ROOT names, at the clock CONTENT_NOW pins', () => {
    const real = loadDescribed(eventsCollection).items.map((event) => event.slug);
    expect(real).toContain('co-lending-with-banks-webinar');
    process.env.CONTENT_ROOT = dir;
    process.env.CONTENT_NOW = '2026-11-28T12:00+05:30';
    const before = loadDescribed(eventsCollection);
    expect(before.items.map((event) => [event.slug, event.phase])).toEqual([
      ['one-webinar', 'open'],
    ]);
    process.env.CONTENT_NOW = '2026-12-10T15:30+05:30';
    const during = loadDescribed(eventsCollection);
    expect(during.items.map((event) => [event.slug, event.phase])).toEqual([
      ['one-webinar', 'closed'],
      ['scheduled-meet-up', 'closed'],
    ]);
    process.env.CONTENT_NOW = '2026-12-10T16:15+05:30';
    expect(loadDescribed(eventsCollection).items[0]!.phase).toBe('past');
    // The same clock again: the same read.
    process.env.CONTENT_NOW = '2026-11-28T12:00+05:30';
    expect(loadDescribed(eventsCollection)).toBe(before);
  });
});

describe('the calendar file', () => {
  const event = eventOf(
    {
      ...eventSchema.parse({
        ...venue,
        title: 'Branch meet-up, Lucknow: collections; day-end, audits',
      }),
      slug: 'branch-meet-up',
      file: 'content/events/branch-meet-up.md',
      body: renderMarkdown(
        `A morning for branch managers, operations and collection staff of NBFCs and MFIs in Uttar Pradesh — ${'long line '.repeat(20)}\n\n- Field collections\n- Day-end`,
      ),
    },
    timeZone,
    new Date('2026-11-28T06:30:00Z'),
  );
  const ics = eventIcs(event, {
    url: 'https://www.finorbit.in/events/branch-meet-up/',
    host: 'www.finorbit.in',
    organizer: 'Finorbit',
    organizerEmail: 'sales@finorbit.in',
    now: new Date('2026-11-28T06:30:00Z'),
    words,
  });

  it('has CRLF line endings only, and no line over 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('reads back with ical.js: the event’s instants, its words unescaped, where and its URL', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const read = new ICAL.Event(vevent);
    expect(read.uid).toBe('branch-meet-up@www.finorbit.in');
    expect(read.startDate.toJSDate().toISOString()).toBe(event.startAt);
    expect(read.endDate.toJSDate().toISOString()).toBe(event.endAt);
    expect(event.startAt).toBe('2026-12-10T09:30:00.000Z');
    expect(read.summary).toBe('Branch meet-up, Lucknow: collections; day-end, audits');
    expect(read.location).toBe('Hotel Clarks Avadh, 8 Mahatma Gandhi Marg, Lucknow 226001');
    expect(read.description).toContain('Uttar Pradesh — long line');
    // Escaped newlines, commas and semicolons read back as written.
    expect(read.description).toContain(
      '\n- Field collections\n- Day-end\n\nhttps://www.finorbit.in/',
    );
    expect(vevent.getFirstPropertyValue('url')).toBe(
      'https://www.finorbit.in/events/branch-meet-up/',
    );
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('describes the body as plain text: a line break in the source is a space', () => {
    expect(
      plainTextOf(renderMarkdown('Both\npartners & banks.\n\n## Who\n\n- One\n- Two').html),
    ).toBe('Both partners & banks.\nWho\n- One\n- Two');
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'₹'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'₹'.repeat(60)}`);
  });
});

describe('the structured data (schema.org Event)', () => {
  // lib/from-content/seo.ts types it with schema-dts (Google's schema.org vocabulary as TypeScript
  // types), so `tsc` refuses a property or value the vocabulary does not have; here, what it says.
  /* eslint-disable @typescript-eslint/no-require-imports -- the route map loads the whole site */
  const { eventJsonLd } =
    require('@/lib/from-content/seo') as typeof import('@/lib/from-content/seo');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const now = new Date('2026-11-28T06:30:00Z');

  it('an event at a venue: its times with the offset, a Place with its PostalAddress, performers', () => {
    const entry = eventSchema.parse(venue);
    const event = eventOf(
      { ...entry, slug: 'meet-up', file: 'x.md', body: renderMarkdown('About.') },
      timeZone,
      now,
    );
    const section = eventPageContent(event, words).sections[0] as SectionOf<'event'>;
    expect(eventJsonLd(section, '/events/meet-up/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: venue.title,
      description: venue.summary,
      startDate: '2026-12-10T15:00+05:30',
      endDate: '2026-12-10T16:15+05:30',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Hotel Clarks Avadh',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '8 Mahatma Gandhi Marg, Lucknow 226001',
          addressLocality: 'Lucknow',
          addressCountry: 'IN',
        },
      },
      organizer: {
        '@id': 'https://www.finorbit.in/#organization',
        '@type': 'Organization',
        name: 'Finorbit',
        url: 'https://www.finorbit.in/',
      },
      performer: [
        {
          '@type': 'Person',
          name: 'Anjali Menon',
          jobTitle: 'Head of Product',
          affiliation: { '@type': 'Organization', name: 'Finorbit' },
        },
      ],
      url: 'https://www.finorbit.in/events/meet-up/',
    });
  });

  it('an online event: a VirtualLocation at its page, never a joining link', () => {
    const entry = eventSchema.parse(online);
    const event = eventOf(
      { ...entry, slug: 'webinar', file: 'x.md', body: renderMarkdown('About.') },
      timeZone,
      now,
    );
    const section = eventPageContent(event, words).sections[0] as SectionOf<'event'>;
    expect(eventJsonLd(section, '/events/webinar/')).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://www.finorbit.in/events/webinar/' },
    });
  });
});

describe('the feed and the calendar routes', () => {
  const saved = process.env.CONTENT_NOW;
  beforeAll(() => {
    process.env.CONTENT_NOW = '2026-11-28T12:00+05:30';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.CONTENT_NOW;
    else process.env.CONTENT_NOW = saved;
  });

  it('/events/feed.xml: the upcoming events, soonest first, as a feed reader reads them', async () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- routes read content when called */
    const { GET } =
      require('@/app/(site)/events/feed.xml/route') as typeof import('@/app/(site)/events/feed.xml/route');
    const { extractFromXml } =
      require('@extractus/feed-extractor') as typeof import('@extractus/feed-extractor');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const response = GET();
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml');
    const feed = extractFromXml(await response.text());
    expect(feed.title).toBe('Finorbit events');
    expect(feed.entries?.map((entry) => entry.link)).toEqual([
      'https://www.finorbit.in/events/co-lending-with-banks-webinar/',
      'https://www.finorbit.in/events/branch-meet-up-lucknow/',
    ]);
  });

  it('/events/<slug>/event.ics: one per event, a calendar file', async () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- routes read content when called */
    const route =
      require('@/app/(site)/events/[slug]/event.ics/route') as typeof import('@/app/(site)/events/[slug]/event.ics/route');
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(
      route
        .generateStaticParams()
        .map((params) => params.slug)
        .sort(),
    ).toEqual([
      'branch-meet-up-lucknow',
      'co-lending-with-banks-webinar',
      'nbfc-summit-mumbai-2026',
    ]);
    const response = await route.GET(new Request('https://www.finorbit.in/'), {
      params: Promise.resolve({ slug: 'nbfc-summit-mumbai-2026' }),
    });
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const read = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!,
    );
    expect(read.startDate.toJSDate().toISOString()).toBe('2026-09-17T04:30:00.000Z');
    expect(read.endDate.toJSDate().toISOString()).toBe('2026-09-17T12:00:00.000Z');
  });
});
