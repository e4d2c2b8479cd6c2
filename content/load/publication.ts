// When content is public, on the build's clock (lib/build-day.ts) in the company's time zone
// (content/company.yml `timeZone`): a `publishAt` in the future leaves a post, help article or job
// opening out of the build; a campaign page exists from its `startsAt` and says it ended after its
// `endsAt`. A preview build (INCLUDE_SCHEDULED=1) keeps scheduled items, marked and noindex.
import { buildNow, includeScheduled } from '../../lib/build-day';
import { momentIn } from '../../lib/zoned-time';
import type { Moment, Publication } from '../types';
import { company } from './company-facts';
import { publicationAt } from '../generated/item-pages';

export type { Moment, Publication } from '../types';

/** A wall time of the content (in the company's zone unless it names its own offset). */
export function momentOf(wallTime: string, timeZone = company.timeZone): Moment {
  return momentIn(wallTime, timeZone);
}

const isPast = (moment: Moment) => Date.parse(moment.at) <= buildNow().getTime();

/**
 * A `publishAt` at build (what each field says: Publication in content/types.ts), by the rule the
 * editor's preview runs too (content/generated/item-pages.ts `publicationAt`).
 */
export function publicationOf(publishAt: string | undefined): Publication {
  return publicationAt(publishAt, {
    timeZone: company.timeZone,
    now: buildNow(),
    keepScheduled: includeScheduled(),
  });
}

/**
 * A campaign's phase at build: `upcoming` before its startsAt (built only in a preview, marked),
 * `running`, or `ended` after its endsAt (built, saying so).
 */
export function campaignPhaseOf(window: {
  startsAt?: string;
  endsAt?: string;
}):
  { phase: 'upcoming'; starts: Moment } | { phase: 'running' } | { phase: 'ended'; ends: Moment } {
  const ends = window.endsAt === undefined ? undefined : momentOf(window.endsAt);
  if (ends && isPast(ends)) return { phase: 'ended', ends };
  const starts = window.startsAt === undefined ? undefined : momentOf(window.startsAt);
  if (starts && !isPast(starts)) return { phase: 'upcoming', starts };
  return { phase: 'running' };
}

export { includeScheduled };
