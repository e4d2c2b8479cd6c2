// Job openings: one Markdown file each in content/careers/ (front matter checked by careerSchema).
// /career/ lists the open ones; every opening has its own page, which stays reachable after it
// closes and says so.
import type { Job, JobOpening, JobPosting } from '../types';
import { company as companyFacts } from './company-facts';
import { loadCollection } from './markdown-collection';
import { buildDay } from '../../lib/build-day';
import {
  employerOf,
  isClosed,
  jobOpeningOf,
  openingLogo,
  relatedJobsIn,
} from '../generated/item-pages';
import { loadTemplate } from './template-files';
import { pictureOf } from './images';
import { publicationOf } from './publication';

export { buildDay };
export { formatHourlyRate, formatSalary, jobPath } from '../generated/item-pages';

const company = employerOf(companyFacts.name);

/** The openings' words (content/templates/job-opening.yml): their cards' and the logo's alt. */
const words = loadTemplate('job-opening');

/**
 * Every opening this build publishes, newest posting first; one scheduled for later (`publishAt`)
 * is left out (a preview build keeps it, `scheduled`).
 */
export const jobOpenings: JobOpening[] = loadCollection('careers')
  .flatMap((entry): JobOpening[] => {
    const publication = publicationOf(entry.publishAt);
    // Checked whether published or not (content/check/entry.ts); left out until its publishAt.
    if (!publication.show) return [];
    const logo = pictureOf(openingLogo(words, entry.title), 'logo', { lead: true });
    const closed = isClosed(entry.validThrough, buildDay(companyFacts.timeZone));
    return [jobOpeningOf(entry, words, { publication, closed, logo, company })];
  })
  .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug));

/** Openings still taking applications, as cards. */
export const openPositions: Job[] = jobOpenings.filter((job) => !job.closed).map(cardOf);

export function cardOf({
  slug,
  title,
  href,
  category,
  workType,
  location,
  salary,
  apply,
}: JobPosting): Job {
  return { slug, title, href, category, workType, company, location, salary, apply };
}

export function jobBySlug(slug: string): JobPosting {
  const found = jobOpenings.find((job) => job.slug === slug);
  if (!found) throw new Error(`No job opening "${slug}" in content/careers/`);
  return found;
}

/** Other open roles for a posting's page: the same team first, then the newest. */
export function relatedJobs(job: JobPosting, count = 3): Job[] {
  return relatedJobsIn(openPositions, job, count);
}
