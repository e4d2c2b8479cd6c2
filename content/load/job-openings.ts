// Job openings: one Markdown file each in careers/ of the content root, described by
// content/collections/careers.ts and read by the generic loader (described.ts) when first asked.
// /career/ lists the open ones; every opening has its own page, which stays reachable after it
// closes and says so. These functions are what the rest of the site calls them by.
import type { Job, JobOpening, JobPosting } from '../types';
import { careersCollection } from '../collections/careers';
import { employerOf, openCardsOf, relatedJobsIn } from '../collections/career-pages';
import { loadDescribedIn } from './described';
import { currentSource, type ContentSource } from './content-source';

export { cardOf, formatHourlyRate, formatSalary, jobPath } from '../collections/career-pages';

/**
 * Every opening `source` publishes, newest posting first; one scheduled for later (`publishAt`)
 * is left out (a preview build keeps it, `scheduled`). An opening is closed once its validThrough
 * is before the build's day in the company's zone.
 */
export function jobOpeningsIn(source: ContentSource): JobOpening[] {
  return loadDescribedIn(source, careersCollection).items;
}

/** Every opening the current content publishes, newest posting first. */
export function jobOpenings(): JobOpening[] {
  return jobOpeningsIn(currentSource());
}

/** Openings of `source` still taking applications, as cards. */
export function openPositionsIn(source: ContentSource): Job[] {
  return source.cached('openPositions', () => {
    const { items, company } = loadDescribedIn(source, careersCollection);
    return openCardsOf(items, employerOf(company.name));
  });
}

/** Openings of the current content still taking applications, as cards. */
export function openPositions(): Job[] {
  return openPositionsIn(currentSource());
}

export function jobBySlug(slug: string): JobPosting {
  const found = jobOpenings().find((job) => job.slug === slug);
  if (!found) throw new Error(`No job opening "${slug}" in content/careers/`);
  return found;
}

/** Other open roles for a posting's page: the same team first, then the newest. */
export function relatedJobs(job: JobPosting, count = 3): Job[] {
  return relatedJobsIn(openPositions(), job, count);
}
