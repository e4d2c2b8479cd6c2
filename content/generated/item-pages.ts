// What the collections' items share, from data alone: a `publishAt` read at the build's clock
// (publicationAt, which the loaders and the editor's preview call) and a campaign page's path. The
// builders of each described collection's items and pages (a parsed Markdown entry becomes a news
// article, help article or job opening, and its page) are its own, content/collections/<name>-pages.ts,
// re-exported here for the modules and tests that know them from here. Pure: it reads no file and
// imports no loader, so the content editor's preview runs it in the browser
// (.dependency-cruiser.cjs, `browser-safe-generated`).
import { momentIn } from '@/lib/zoned-time';
import type { Publication } from '../types';

export {
  newsArticleContent,
  newsArticleOf,
  relatedNewsIn,
  type NewsEntry,
} from '../collections/news-pages';
export {
  helpArticleContent,
  helpArticleOf,
  relatedHelpIn,
  type HelpEntry,
} from '../collections/help-pages';
export {
  employerOf,
  formatHourlyRate,
  formatSalary,
  isClosed,
  jobOpeningContent,
  jobOpeningOf,
  jobPath,
  openingLogo,
  relatedJobsIn,
  type CareerEntry,
  type JobOpeningFacts,
} from '../collections/career-pages';

/** A campaign landing page: its file name is its URL segment. */
export function campaignPath(slug: string) {
  return `/campaigns/${slug}/` as const;
}

/**
 * A `publishAt` at an instant, in the company's `timeZone`: shown once passed; before then left
 * out, or shown marked as scheduled when `keepScheduled` (a preview build, the editor's preview).
 */
export function publicationAt(
  publishAt: string | undefined,
  { timeZone, now, keepScheduled }: { timeZone: string; now: Date; keepScheduled: boolean },
): Publication {
  if (publishAt === undefined) return { show: true };
  const moment = momentIn(publishAt, timeZone);
  const when = { day: moment.day, at: moment.at };
  if (Date.parse(moment.at) <= now.getTime()) return { show: true, ...when };
  return keepScheduled ? { show: true, scheduled: moment, ...when } : { show: false, ...when };
}
