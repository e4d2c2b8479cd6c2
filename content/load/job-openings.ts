// Job openings: one Markdown file each in content/careers/ (front matter checked by careerSchema).
// /career/ lists the open ones; every opening has its own page, which stays reachable after it
// closes and says so.
import type { Job, JobOpening, JobPosting } from '../types';
import { company as companyFacts } from './company-facts';
import { loadCollection } from './markdown-collection';
import { careerSchema, careerSections } from '../schema/front-matter';
import { ContentError } from '../schema/errors';
import { buildDay } from '../../lib/build-day';
import { fillPlaceholders } from '../schema/templates';
import { jobOpeningOf, relatedJobsIn } from '../generated/item-pages';
import { loadTemplate } from './template-files';
import { pictureOf } from './images';
import { publicationOf } from './publication';

export { buildDay };
export { formatHourlyRate, formatSalary, jobPath } from '../generated/item-pages';

const company = `${companyFacts.name} Technologies`;

/** The openings' words (content/templates/job-opening.yml): their cards' and the logo's alt. */
const words = loadTemplate('job-opening');

/**
 * Every opening this build publishes, newest posting first; one scheduled for later (`publishAt`)
 * is left out (a preview build keeps it, `scheduled`).
 */
export const jobOpenings: JobOpening[] = loadCollection('careers', careerSchema)
  .flatMap((entry): JobOpening[] => {
    const publication = publicationOf(entry.publishAt);
    const headings = entry.body.headings.map((heading) => heading.text);
    const positions = careerSections.map((section) => headings.indexOf(section));
    if (positions.some((position, i) => position < 0 || (i > 0 && position < positions[i - 1]!))) {
      throw new ContentError(
        `${entry.file}: the body needs the sections ${careerSections.map((s) => `"## ${s}"`).join(', ')} in this order`,
      );
    }
    // Checked above whether published or not; left out until its publishAt.
    if (!publication.show) return [];
    const logo = pictureOf(
      {
        src: '/images/careers/finorbit-mark.svg',
        alt: fillPlaceholders(words.card.logoAlt, { title: entry.title }),
      },
      'logo',
      { lead: true },
    );
    const closed = entry.validThrough < buildDay(companyFacts.timeZone);
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
