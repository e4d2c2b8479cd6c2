// The content's clock: when the site is built. The content source takes it when first asked
// (content/load/content-source.ts): job openings close by it (content/load/job-openings.ts),
// scheduled posts and campaign pages appear and end by it (content/load/publication.ts); and
// security.txt's expiry is checked against it (lib/from-content/security-txt.ts).
//   CONTENT_NOW=2026-11-30T09:00+05:30   pins the instant (tests, a preview of a future day)
//   CONTENT_TODAY=2026-11-30             pins the day (its midnight UTC, when CONTENT_NOW is not set)
//   INCLUDE_SCHEDULED=1                  builds what is scheduled too, marked (preview deployments)
import { wallTimeIn, WALL_TIME } from './zoned-time';

/** The instant the build runs at, or the one CONTENT_NOW / CONTENT_TODAY pins. */
export function buildNow(): Date {
  const now = process.env.CONTENT_NOW;
  if (now) {
    if (!WALL_TIME.test(now) || !/(Z|[+-]\d{2}:\d{2})$/.test(now))
      throw new Error(
        `CONTENT_NOW=${now}: write an instant with its offset, e.g. 2026-11-30T09:00+05:30`,
      );
    return new Date(now.replace(' ', 'T'));
  }
  const today = process.env.CONTENT_TODAY;
  return today ? new Date(`${today}T00:00:00Z`) : new Date();
}

/**
 * The day the site is built, as YYYY-MM-DD, in `timeZone` (UTC unless given). An opening whose
 * validThrough is before it shows as closed. `CONTENT_TODAY` pins it for tests.
 */
export function buildDay(timeZone = 'UTC'): string {
  return process.env.CONTENT_TODAY ?? wallTimeIn(buildNow(), timeZone).day;
}

/** Whether this build shows scheduled items too (`INCLUDE_SCHEDULED=1`, preview deployments). */
export function includeScheduled(): boolean {
  return process.env.INCLUDE_SCHEDULED === '1';
}
