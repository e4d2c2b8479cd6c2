// Dates that publish content on their own: `publishAt` (a news post, help article or job opening
// appears then), a campaign page's `startsAt` / `endsAt` and its follow-up page once ended. Written
// as wall times in the company's time zone (content/company.yml `timeZone`). Pure: the loaders
// (content/load/publication.ts), `npm run schedule:due` (changesBetween, below) and the editor's
// checks share these rules.
import { z } from 'zod';
import { instantOf, isoIn, nextDay, wallTimeProblem } from '../../lib/zoned-time';
import { daySchema, internalPathSchema, line } from './common';
import { campaignWindowProblems, type CampaignWindow } from './schedule-rules';

// The rules themselves are plain functions (schedule-rules.ts), which the editor runs too.
export { campaignWindowProblems, isBefore } from './schedule-rules';

/**
 * A date and time, `2026-11-30 09:00`, in the company's time zone (or with its own offset,
 * `2026-11-30T09:00+05:30`). Every content file is read as YAML 1.2, which has no timestamps, so
 * the value arrives as the text written.
 */
export const wallTimeSchema = z
  .string({ error: 'must be a date and time written as YYYY-MM-DD HH:mm, e.g. 2026-11-30 09:00' })
  .superRefine((value, ctx) => {
    const problem = wallTimeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** `publishAt` of a news post, help article or job opening. */
export const publishAtSchema = wallTimeSchema.meta({
  title: 'Publish at',
  widget: 'datetime',
  description:
    'Leave empty to publish with the next build. A date and time in the company’s time zone: until then the site leaves it out (previews show it, marked "scheduled").',
});

/** A campaign page's window and where it sends visitors once ended (content/schema/campaign.ts). */
export const campaignWindowShape = {
  startsAt: wallTimeSchema.optional().meta({
    title: 'Starts at',
    widget: 'datetime',
    description:
      'Empty: live with the next build. Before this date and time (company time zone) the page is not published.',
  }),
  endsAt: wallTimeSchema.optional().meta({
    title: 'Ends at',
    widget: 'datetime',
    description:
      'Empty: no end. After it the page stays at its address but says the offer ended, links the follow-up page and is hidden from search engines.',
  }),
  followUp: z
    .strictObject({
      label: line('Link text', 'e.g. See our gold loan software'),
      href: internalPathSchema,
    })
    .optional()
    .meta({
      title: 'After the offer ends, link to',
      description: 'Required with an end: the page visitors of the ended offer are sent on to.',
    }),
};

/** Adds campaignWindowProblems to a schema's parse, each on its field. */
export function checkCampaignWindow(value: CampaignWindow, ctx: z.RefinementCtx) {
  for (const problem of campaignWindowProblems(value))
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

/**
 * The dated fields of each folder's files, all `npm run schedule:due` reads of them
 * (content/load/schedule-dates.ts): the rules of the full schemas (front-matter.ts, campaign.ts)
 * for these fields, every other field ignored.
 */
export const scheduleDatesSchemas = {
  news: z.object({ publishAt: publishAtSchema.optional() }),
  help: z.object({ publishAt: publishAtSchema.optional() }),
  careers: z.object({ publishAt: publishAtSchema.optional(), validThrough: daySchema }),
  campaigns: z.object({
    startsAt: campaignWindowShape.startsAt,
    endsAt: campaignWindowShape.endsAt,
  }),
};

/** A content file's dated fields, with the file (for messages) and the page it publishes. */
export type DatedItem = {
  /** Path from the project root (or absolute outside it), as messages name it. */
  file: string;
  /** The page's URL path: /news/<slug>/, /help-center/<slug>/, /career/<slug>/, /campaigns/<slug>/. */
  path: string;
  publishAt?: string;
  validThrough?: string;
  startsAt?: string;
  endsAt?: string;
  /** An event's registration closing (its own or its start). */
  registrationClosesAt?: string;
};

/** What happens to a page at a scheduled instant. */
export type ScheduledChange = {
  /** The instant. */
  at: Date;
  /** It in the company's zone with the offset: `2026-11-30T09:00+05:30`. */
  local: string;
  /** publishAt: `published`; validThrough: `closes`; startsAt: `goes live`; endsAt: `ends`. */
  change: 'published' | 'closes' | 'goes live' | 'ends' | 'registration closes';
  field: 'publishAt' | 'validThrough' | 'startsAt' | 'endsAt' | 'registrationClosesAt';
  file: string;
  path: string;
};

const changeOf = {
  publishAt: 'published',
  validThrough: 'closes',
  startsAt: 'goes live',
  endsAt: 'ends',
  registrationClosesAt: 'registration closes',
} as const;

/**
 * When a dated field changes what the build publishes: a publishAt, startsAt or endsAt at its
 * instant (content/load/publication.ts: shown from it on, `at <= now`); an opening closes at
 * 00:00 in `timeZone` of the day after its validThrough, the first instant whose day is past it
 * (content/load/job-openings.ts: `validThrough < source.day(timeZone)`).
 */
export function changeInstant(field: keyof typeof changeOf, value: string, timeZone: string): Date {
  return field === 'validThrough'
    ? instantOf(`${nextDay(value)} 00:00`, timeZone)
    : instantOf(value, timeZone);
}

/**
 * Every change of the items in the window (since, until]: a build at `since` already showed what
 * happened at `since` (so it is left out), one at `until` shows what happens at `until` (kept).
 * By instant, then by path.
 */
export function changesBetween(
  items: readonly DatedItem[],
  timeZone: string,
  since: Date,
  until: Date,
): ScheduledChange[] {
  const fields = Object.keys(changeOf) as (keyof typeof changeOf)[];
  return items
    .flatMap((item) =>
      fields.flatMap((field): ScheduledChange[] => {
        const value = item[field];
        if (value === undefined) return [];
        const at = changeInstant(field, value, timeZone);
        if (at.getTime() <= since.getTime() || at.getTime() > until.getTime()) return [];
        return [
          {
            at,
            local: isoIn(at, timeZone),
            change: changeOf[field],
            field,
            file: item.file,
            path: item.path,
          },
        ];
      }),
    )
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.path.localeCompare(b.path));
}
