// When content is public, on the build's clock (lib/build-day.ts) in the company's time zone
// (content/company.yml `timeZone`): a `publishAt` in the future leaves a post, help article or job
// opening out of the build; a campaign page exists from its `startsAt` and says it ended after its
// `endsAt`. A preview build (INCLUDE_SCHEDULED=1) keeps scheduled items, marked and noindex.
import { formatDate } from '../../lib/dates';
import { buildNow, includeScheduled } from '../../lib/build-day';
import { instantOf, wallTimeIn, zoneName } from '../../lib/zoned-time';
import { company } from './company-facts';

/** A scheduled moment as pages say it. */
export type Moment = {
  /** The instant, ISO 8601 in UTC. */
  at: string;
  /** Its day in the company's zone, YYYY-MM-DD. */
  day: string;
  /** "30 Nov 2026, 09:00 IST". */
  label: string;
};

/** A wall time of the content (in the company's zone unless it names its own offset). */
export function momentOf(wallTime: string, timeZone = company.timeZone): Moment {
  const instant = instantOf(wallTime, timeZone);
  const { day, time } = wallTimeIn(instant, timeZone);
  return {
    at: instant.toISOString(),
    day,
    label: `${formatDate(day)}, ${time} ${zoneName(instant, timeZone)}`,
  };
}

const isPast = (moment: Moment) => Date.parse(moment.at) <= buildNow().getTime();

/**
 * A `publishAt` at build: `show` whether the item is built at all; `scheduled` when it is built
 * before its time (a preview), to be marked and kept from search engines; `day` the day it shows and `at` its instant (ISO, UTC).
 */
export function publicationOf(publishAt: string | undefined): {
  show: boolean;
  scheduled?: Moment;
  day?: string;
  at?: string;
} {
  if (publishAt === undefined) return { show: true };
  const moment = momentOf(publishAt);
  const when = { day: moment.day, at: moment.at };
  if (isPast(moment)) return { show: true, ...when };
  return includeScheduled() ? { show: true, scheduled: moment, ...when } : { show: false, ...when };
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
