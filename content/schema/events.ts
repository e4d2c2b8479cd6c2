// Events and webinars (content/events/<slug>.md): the front matter each file carries, the two
// section types their pages are made of (one event, the listing) and the words of those pages
// (content/templates/event.yml). Pure, like every schema: the build, the editor's form and preview
// and `npm run schedule:due` parse with these. What is specific to the collection beyond its model
// (folder, routes, feed, search, schedule, editor) is its descriptor, content/collections/events.ts.
import { z } from 'zod';
import { id, line, text } from './common';
import { publishAtSchema, wallTimeSchema } from './schedule';
import { eventTimeProblems } from './event-rules';

export { eventTimeProblems } from './event-rules';
import { copy } from './templates';
import { paginationSchema } from './collection-sections';

/** What an event is, and how the site names each kind. */
export const eventKinds = ['webinar', 'conference', 'meet-up'] as const;
export type EventKind = (typeof eventKinds)[number];

const words = (min: number, max: number) =>
  z
    .string({ error: 'is required (text)' })
    .trim()
    .min(min, { error: `must be at least ${min} characters` })
    .max(max, { error: `must be at most ${max} characters` });

/** A recording: a full `https://` address or a page of this site (`/x/`). */
const recordingSchema = z
  .string()
  .regex(/^(https:\/\/[^\s/]+(\/\S*)?|\/([a-z0-9]+(-[a-z0-9]+)*\/)*)$/, {
    error: 'must be a full https:// address or a page of this site such as /news/some-post/',
  })
  .meta({
    title: 'Recording',
    description:
      'Optional: where the recording can be watched once the event is over, a full https:// address or a page of this site (/news/some-post/).',
  });

/** How people attend: online (where it streams; the joining link is sent, never published) or at a venue. */
const attendanceSchema = z
  .strictObject({
    mode: z.enum(['online', 'venue'], { error: 'must be online or venue' }).meta({
      title: 'Online or in person',
      optionLabels: { online: 'Online', venue: 'At a venue' },
    }),
    platform: words(3, 160).optional().meta({
      title: 'Platform note (online)',
      description:
        'For an online event: where it runs and how people join, e.g. "Zoom webinar; the joining link is emailed after you register". Never paste a private joining link here: the page is public.',
    }),
    venue: words(2, 120).optional().meta({ title: 'Venue name (in person)' }),
    city: words(2, 60).optional().meta({ title: 'City (in person)' }),
    address: words(5, 200).optional().meta({
      title: 'Address (in person)',
      description: 'Street address and PIN code, as a visitor would give it to a driver.',
    }),
  })
  .superRefine((value, ctx) => {
    const need = (field: 'platform' | 'venue' | 'city' | 'address', why: string) => {
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: why });
    };
    const refuse = (field: 'platform' | 'venue' | 'city' | 'address', why: string) => {
      if (value[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: why });
    };
    if (value.mode === 'online') {
      need('platform', 'is required for an online event (where it runs and how people join)');
      for (const field of ['venue', 'city', 'address'] as const)
        refuse(field, 'must be empty for an online event');
    } else {
      need('venue', 'is required for an event at a venue');
      need('city', 'is required for an event at a venue');
      need('address', 'is required for an event at a venue');
      refuse('platform', 'must be empty for an event at a venue');
    }
  })
  .meta({ title: 'Where', description: 'Online, or the venue’s name, city and address.' });

const speakerSchema = z.strictObject({
  name: words(2, 80).meta({ title: 'Name' }),
  role: words(2, 80).meta({ title: 'Role', description: 'e.g. Head of Product' }),
  organisation: words(2, 100).meta({ title: 'Organisation' }),
});

const startSchema = wallTimeSchema.meta({
  title: 'Starts at',
  widget: 'datetime',
  description: 'Date and time in the company’s time zone.',
});
const endSchema = wallTimeSchema.meta({
  title: 'Ends at',
  widget: 'datetime',
  description:
    'Date and time in the company’s time zone, after the start. From then on the page says the event took place and shows the recording, if any.',
});
const registrationClosesSchema = wallTimeSchema.meta({
  title: 'Registration closes at',
  widget: 'datetime',
  description:
    'Optional: when the registration form goes away. Empty: at the start. In the company’s time zone.',
});

/** content/events/<slug>.md; the body is the description. */
export const eventSchema = z
  .strictObject({
    title: words(10, 110).meta({ description: '10 to 110 characters.' }),
    kind: z.enum(eventKinds, { error: `must be one of: ${eventKinds.join(', ')}` }).meta({
      title: 'Kind',
      optionLabels: { webinar: 'Webinar', conference: 'Conference', 'meet-up': 'Meet-up' },
    }),
    summary: words(60, 200).meta({
      widget: 'text',
      description:
        '60 to 200 characters: the card, the lead under the title and the search result text.',
    }),
    start: startSchema,
    end: endSchema,
    attendance: attendanceSchema,
    speakers: z
      .array(speakerSchema)
      .min(1, { error: 'needs at least one speaker' })
      .meta({ title: 'Speakers' }),
    registrationClosesAt: registrationClosesSchema.optional(),
    recording: recordingSchema.optional(),
    publishAt: publishAtSchema.optional(),
  })
  .superRefine((value, ctx) => {
    for (const problem of eventTimeProblems(value))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });

/** The dated fields `npm run schedule:due` reads of an event (content/load/schedule-dates.ts). */
export const eventDatesSchema = z.object({
  publishAt: publishAtSchema.optional(),
  start: startSchema,
  end: endSchema,
  registrationClosesAt: registrationClosesSchema.optional(),
});

// ---------------------------------------------------------------- the sections of its pages

/** An event as its card and page state it (content/generated/event-items.ts makes it). */
const whenSchema = z.strictObject({
  /** The start, ISO with the zone's offset: `2026-12-10T15:00+05:30`. */
  start: line('Start'),
  end: line('End'),
  /** "Thu, 10 Dec 2026" */
  date: line('Date'),
  /** "15:00–16:15 IST" */
  time: line('Time'),
});

const placeSchema = z.strictObject({
  mode: z.enum(['online', 'venue']),
  /** "Online" or the city: what a card says. */
  short: line('Short'),
  /** The page's lines: the platform note, or venue and address. */
  lines: z.array(line('Line')),
  venue: line('Venue').optional(),
  city: line('City').optional(),
  address: line('Address').optional(),
});

const eventCardSchema = z.strictObject({
  slug: line('Slug'),
  href: line('Link'),
  title: line('Title'),
  kind: z.enum(eventKinds),
  kindLabel: line('Kind'),
  summary: text('Summary'),
  when: whenSchema,
  place: placeSchema,
  upcoming: z.boolean(),
});

/** One event's page: what, when, where, who, the description and what a visitor can do. */
export const eventSectionSchema = z
  .strictObject({
    type: z.literal('event'),
    id: id(),
    event: eventCardSchema,
    labels: z.strictObject({
      when: line('When'),
      where: line('Where'),
      speakers: line('Speakers'),
      about: line('About'),
    }),
    speakers: z.array(speakerSchema),
    html: text('Description'),
    /** The calendar file: a file the export writes, not a page (check:out follows the link). */
    calendar: z.strictObject({ label: line('Label'), file: line('Calendar file') }),
    /** Once ended: "This event took place on 10 December 2026." */
    past: line('Past').optional(),
    recording: z.strictObject({ label: line('Label'), href: line('Link') }).optional(),
    /** Between registration closing and the end. */
    closed: line('Closed').optional(),
    /** While registration is open: the form's words, and the event's id it carries. */
    registration: z
      .strictObject({
        id: id(),
        title: line('Title'),
        lead: text('Lead'),
        formId: line('Form id'),
        label: line('Form label'),
        submitLabel: line('Submit label'),
        success: z.strictObject({ title: line('Title'), text: text('Text') }),
        mailSubject: line('Mail subject'),
        privacy: text('Privacy line'),
        optIn: text('Opt-in'),
      })
      .optional(),
  })
  .meta({ title: 'Event', description: 'One event, from the Events collection.' });

/** The listing: upcoming events first, then past ones, a page at a time. */
export const eventListSectionSchema = z
  .strictObject({
    type: z.literal('eventList'),
    id: id(),
    eyebrow: line('Eyebrow').optional(),
    title: line('Title'),
    lead: text('Lead').optional(),
    groups: z.array(z.strictObject({ title: line('Title'), events: z.array(eventCardSchema) })),
    /** Shown when no event is upcoming (page 1 only). */
    none: line('None').optional(),
    more: line('Card link'),
    pagination: paginationSchema.optional(),
  })
  .meta({ title: 'Event list', description: 'The events, from the Events collection.' });

// ---------------------------------------------------------------- the words (event.yml)

const event = {
  title: 'the event’s title',
  kind: 'its kind, e.g. Webinar',
  date: 'its day, e.g. 10 December 2026',
};
const page = { page: 'this page’s number', pages: 'how many pages the listing has' };

/** content/templates/event.yml: the listing's and each event page's words. */
export const eventTemplateSchema = z.strictObject({
  listing: z
    .strictObject({
      routeName: copy('Name in breadcrumbs'),
      meta: z.strictObject({ title: copy('Title'), description: copy('Description') }),
      later: z.strictObject({
        routeName: copy('Name in breadcrumbs', page),
        title: copy('Title', page),
        description: copy('Description', page),
      }),
      id: id(),
      eyebrow: copy('Eyebrow').optional(),
      title: copy('Title'),
      lead: copy('Lead', {}, { multiline: true }).optional(),
      upcoming: copy('Upcoming events heading'),
      past: copy('Past events heading'),
      none: copy('When nothing is coming up', {}, { multiline: true }),
      more: copy('Card link'),
      paginationLabel: copy('Pagination label'),
    })
    .meta({ title: 'Listing', description: 'The events page and its later pages.' }),
  kinds: z
    .strictObject({
      webinar: copy('Webinar'),
      conference: copy('Conference'),
      'meet-up': copy('Meet-up'),
    })
    .meta({ title: 'Kinds', description: 'How each kind is named on cards and pages.' }),
  online: copy('Online', {}, { description: 'What a card says of an online event.' }),
  page: z
    .strictObject({
      id: id(),
      metaTitle: copy('Title in search results', event),
      when: copy('When'),
      where: copy('Where'),
      speakers: copy('Speakers'),
      about: copy('About'),
      calendar: copy('Add to calendar'),
      past: copy('Once it has ended', event),
      recording: copy('Recording link'),
      closed: copy('Registration closed', event),
    })
    .meta({ title: 'Event page' }),
  registration: z
    .strictObject({
      id: id(),
      title: copy('Title', event),
      lead: copy('Lead', event, { multiline: true }),
      label: copy('Form name', event),
      submitLabel: copy('Button'),
      successTitle: copy('Confirmation title', event),
      successText: copy('Confirmation text', event, { multiline: true }),
      mailSubject: copy('Email subject', event),
      privacy: copy('Privacy line', {}, { multiline: true }),
      optIn: copy('Opt-in box', {}, { multiline: true }),
    })
    .meta({
      title: 'Registration form',
      description: 'Shown on an event’s page until registration closes.',
    }),
  feed: z
    .strictObject({ title: copy('Feed title'), description: copy('Feed description') })
    .meta({ title: 'Feed', description: 'The upcoming events feed (RSS).' }),
});
