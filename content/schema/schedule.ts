// Dates that publish content on their own: `publishAt` (a news post, help article or job opening
// appears then), a campaign page's `startsAt` / `endsAt` and its follow-up page once ended. Written
// as wall times in the company's time zone (content/company.yml `timeZone`). Pure: the loaders
// (content/load/publication.ts), `npm run schedule:due` and the editor's checks share these rules.
import { z } from 'zod';
import { wallTimeProblem } from '../../lib/zoned-time';
import { internalPathSchema, line } from './common';
import { campaignWindowProblems, type CampaignWindow } from './schedule-rules';

// The rules themselves are plain functions (schedule-rules.ts), which the editor runs too.
export { campaignWindowProblems, isBefore } from './schedule-rules';

/**
 * A date and time, `2026-11-30 09:00`, in the company's time zone (or with its own offset,
 * `2026-11-30T09:00+05:30`). A YAML timestamp (`2026-11-30 09:00:00`, which YAML reads as a Date in
 * UTC) is taken as the wall time it spells: the same time in the company's zone.
 */
export const wallTimeSchema = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString().slice(0, 16).replace('T', ' ')
      : value,
  z
    .string({ error: 'must be a date and time written as YYYY-MM-DD HH:mm, e.g. 2026-11-30 09:00' })
    .superRefine((value, ctx) => {
      const problem = wallTimeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

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
