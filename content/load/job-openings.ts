// Job openings: one Markdown file each in careers/ of the content root (front matter checked by
// careerSchema), read when first asked. /career/ lists the open ones; every opening has its own
// page, which stays reachable after it closes and says so.
import type { Job, JobOpening, JobPosting } from '../types';
import { companyFactsIn } from './company-facts';
import { currentSource, type ContentSource } from './content-source';
import { loadCollection } from './markdown-collection';
import {
  employerOf,
  isClosed,
  jobOpeningOf,
  openingLogo,
  relatedJobsIn,
} from '../generated/item-pages';
import { templateIn } from './template-files';
import { pictureOf } from './images';
import { publicationOf } from './publication';

export { formatHourlyRate, formatSalary, jobPath } from '../generated/item-pages';

/** The employer the openings' cards and postings name. */
function employerIn(source: ContentSource): string {
  return employerOf(companyFactsIn(source).name);
}

/**
 * Every opening `source` publishes, newest posting first; one scheduled for later (`publishAt`)
 * is left out (a preview build keeps it, `scheduled`). An opening is closed once its validThrough
 * is before the build's day in the company's zone.
 */
export function jobOpeningsIn(source: ContentSource): JobOpening[] {
  return source.cached('jobOpenings', () => {
    // The openings' words (content/templates/job-opening.yml): their cards' and the logo's alt.
    const words = templateIn(source, 'job-opening');
    const company = employerIn(source);
    const today = source.day(companyFactsIn(source).timeZone);
    return loadCollection('careers', source.root)
      .flatMap((entry): JobOpening[] => {
        const publication = publicationOf(source, entry.publishAt);
        // Checked whether published or not (content/check/entry.ts); left out until its publishAt.
        if (!publication.show) return [];
        const logo = pictureOf(
          openingLogo(words, entry.title),
          'logo',
          { lead: true },
          source.root,
        );
        const closed = isClosed(entry.validThrough, today);
        return [jobOpeningOf(entry, words, { publication, closed, logo, company })];
      })
      .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug));
  });
}

/** Every opening the current content publishes, newest posting first. */
export function jobOpenings(): JobOpening[] {
  return jobOpeningsIn(currentSource());
}

/** Openings of `source` still taking applications, as cards. */
export function openPositionsIn(source: ContentSource): Job[] {
  return source.cached('openPositions', () =>
    jobOpeningsIn(source)
      .filter((job) => !job.closed)
      .map((job) => cardOf(job, employerIn(source))),
  );
}

/** Openings of the current content still taking applications, as cards. */
export function openPositions(): Job[] {
  return openPositionsIn(currentSource());
}

/** An opening's card, `company` its employer. */
export function cardOf(
  { slug, title, href, category, workType, location, salary, apply }: JobPosting,
  company: string,
): Job {
  return { slug, title, href, category, workType, company, location, salary, apply };
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
