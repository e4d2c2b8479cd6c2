// When content is public, on the build's clock (the source's `now`: lib/build-day.ts by default)
// in the company's time zone (company.yml `timeZone`): a `publishAt` in the future leaves a post,
// help article or job opening out of the build; a campaign page exists from its `startsAt` and
// says it ended after its `endsAt`. A preview build (INCLUDE_SCHEDULED=1) keeps scheduled items,
// marked and noindex.
import { momentIn } from '../../lib/zoned-time';
import type { Moment, Publication } from '../types';
import { companyFactsIn } from './company-facts';
import type { ContentSource } from './content-source';
import { publicationAt } from '../generated/item-pages';

export type { Moment, Publication } from '../types';

/** A wall time of the content (in the company's zone unless it names its own offset). */
export function momentOf(
  source: ContentSource,
  wallTime: string,
  timeZone = companyFactsIn(source).timeZone,
): Moment {
  return momentIn(wallTime, timeZone);
}

const isPast = (source: ContentSource, moment: Moment) =>
  Date.parse(moment.at) <= source.now.getTime();

/**
 * A `publishAt` at build (what each field says: Publication in content/types.ts), by the rule the
 * editor's preview runs too (content/generated/item-pages.ts `publicationAt`).
 */
export function publicationOf(source: ContentSource, publishAt: string | undefined): Publication {
  if (publishAt === undefined) return { show: true };
  return publicationAt(publishAt, {
    timeZone: companyFactsIn(source).timeZone,
    now: source.now,
    keepScheduled: source.includeScheduled,
  });
}

/**
 * A campaign's phase at build: `upcoming` before its startsAt (built only in a preview, marked),
 * `running`, or `ended` after its endsAt (built, saying so).
 */
export function campaignPhaseOf(
  source: ContentSource,
  window: { startsAt?: string; endsAt?: string },
): { phase: 'upcoming'; starts: Moment } | { phase: 'running' } | { phase: 'ended'; ends: Moment } {
  const ends = window.endsAt === undefined ? undefined : momentOf(source, window.endsAt);
  if (ends && isPast(source, ends)) return { phase: 'ended', ends };
  const starts = window.startsAt === undefined ? undefined : momentOf(source, window.startsAt);
  if (starts && !isPast(source, starts)) return { phase: 'upcoming', starts };
  return { phase: 'running' };
}
