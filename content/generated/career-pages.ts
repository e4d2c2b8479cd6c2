// The careers pages, as the tests ask for them by slug. /career/ is a page file
// (content/pages/career.yml, its job list filled with the open positions of content/careers/);
// each opening's page (closed ones too, which say so) is built by the pure builders of
// content/collections/career-pages.ts with the words of content/templates/job-opening.yml (the
// route map builds them through the descriptor's families).
import type { PageContent } from '../types';
import { careersCollection } from '../collections/careers';
import { jobOpeningContent } from '../collections/career-pages';
import { jobBySlug, relatedJobs } from '../load/job-openings';
import { loadDescribed } from '../load/described';

/** One opening's page (its builder, from the opening, the words and other openings). */
export function jobOpeningPage(slug: string): PageContent {
  const job = jobBySlug(slug);
  return jobOpeningContent(job, loadDescribed(careersCollection).words, relatedJobs(job));
}
