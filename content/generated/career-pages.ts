// The careers pages. /career/ is a page file (content/pages/career.yml, its job list filled with
// the open positions of content/careers/); each opening's page (closed ones too, which say so) has
// the words of content/templates/job-opening.yml: the banner, the role, the application form
// while it is open, and other openings.
import type { PageContent } from '../types';
import { jobBySlug, relatedJobs } from '../load/job-openings';
import { loadTemplate } from '../load/template-files';
import { jobOpeningContent } from './item-pages';

/** One opening's page (item-pages.ts builds it from the opening, the words and other openings). */
export function jobOpeningPage(slug: string): PageContent {
  const job = jobBySlug(slug);
  return jobOpeningContent(job, loadTemplate('job-opening'), relatedJobs(job));
}
