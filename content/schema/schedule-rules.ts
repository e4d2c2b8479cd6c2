// The rules of the scheduling fields (content/schema/schedule.ts) as plain functions, without zod:
// the build's schemas apply them (schedule.ts, front-matter.ts) and the content editor runs the
// same functions in the browser before it saves (components/editor/editor-checks.ts, bundled into /admin/ by
// scripts/cms-assets.ts), so both refuse the same files with the same words. Pure, and importing
// nothing but lib/zoned-time.ts: the editor's bundle stays a few kilobytes.
import { instantOf, wallTimeProblem } from '../../lib/zoned-time';

/** A broken rule: the field it is about and the build's message for it. */
export type ScheduleProblem<Path extends string = string> = { path: Path; message: string };

/** The order of two wall times of one file (both in the company's zone, or with their offsets). */
export function isBefore(a: string, b: string): boolean {
  return instantOf(a, 'UTC').getTime() < instantOf(b, 'UTC').getTime();
}

/** A campaign page's window and where it sends visitors once it has ended. */
export type CampaignWindow = { startsAt?: string; endsAt?: string; followUp?: unknown };

/** The build's rules for a campaign's window: each broken one's field and message. */
export function campaignWindowProblems(
  window: CampaignWindow,
): ScheduleProblem<'endsAt' | 'followUp'>[] {
  const problems: ScheduleProblem<'endsAt' | 'followUp'>[] = [];
  const valid = (value?: string) => value !== undefined && !wallTimeProblem(value);
  if (valid(window.startsAt) && valid(window.endsAt) && !isBefore(window.startsAt!, window.endsAt!))
    problems.push({ path: 'endsAt', message: `must be after the start (${window.startsAt})` });
  if (window.endsAt !== undefined && !window.followUp)
    problems.push({
      path: 'followUp',
      message:
        'is required when the offer ends: the page visitors are sent on to once it has ended',
    });
  return problems;
}

/**
 * A news post or job opening shows one day: its own (`date`, `datePosted`: `field`) or, when
 * scheduled, the day of its `publishAt`; never both, which could disagree, and never neither.
 */
export function publicationDayProblems<Field extends string>(
  item: { day?: string; publishAt?: string },
  field: Field,
): ScheduleProblem<Field>[] {
  if (item.day && item.publishAt)
    return [
      {
        path: field,
        message:
          'must be empty when there is a Publish at: a scheduled item shows the day it is published',
      },
    ];
  if (!item.day && !item.publishAt)
    return [{ path: field, message: 'is required (or set a Publish at)' }];
  return [];
}
