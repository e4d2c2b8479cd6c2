// Job openings: one Markdown file each in content/careers/ (front matter checked by careerSchema).
// /career/ lists the open ones; every opening has its own page, which stays reachable after it
// closes and says so.
import type { Job, JobPosting } from '../types';
import { company as companyFacts } from './company-facts';
import { loadCollection } from './markdown-collection';
import { careerSchema, careerSections } from '../schema/front-matter';
import { ContentError } from '../schema/errors';
import { currencies, employmentTypes, workplaces } from '../catalog/taxonomies';
import { buildDay } from '../../lib/build-day';
import { fillPlaceholders } from '../schema/templates';
import { loadTemplate } from './template-files';
import { pictureOf } from './images';
import { publicationOf, type Moment } from './publication';

export { buildDay };

const company = `${companyFacts.name} Technologies`;

/** The card's words (content/templates/job-opening.yml); a closed opening's links as its page's button does. */
const { card, details, application } = loadTemplate('job-opening');

export function jobPath(slug: string) {
  return `/career/${slug}/` as const;
}

/** "$55k - $62k", "₹12L - ₹18L": the yearly range as a card shows it. */
export function formatSalary(currency: keyof typeof currencies, min: number, max: number): string {
  const symbol = currencies[currency];
  const short = (value: number) =>
    currency === 'INR'
      ? `${symbol}${Number((value / 100_000).toFixed(1))}L`
      : `${symbol}${Number((value / 1000).toFixed(1))}k`;
  return `${short(min)} - ${short(max)}`;
}

/** "$15 - $25": an hourly range as the Job Overview shows it. */
export function formatHourlyRate(currency: keyof typeof currencies, min: number, max: number) {
  const symbol = currencies[currency];
  const amount = (value: number) =>
    `${symbol}${Number.isInteger(value) ? value : value.toFixed(2)}`;
  return min === max ? amount(min) : `${amount(min)} - ${amount(max)}`;
}

/**
 * Every opening this build publishes, newest posting first; one scheduled for later (`publishAt`)
 * is left out (a preview build keeps it, `scheduled`).
 */
export const jobOpenings: (JobPosting & { scheduled?: Moment })[] = loadCollection(
  'careers',
  careerSchema,
)
  .flatMap((entry): (JobPosting & { scheduled?: Moment })[] => {
    const publication = publicationOf(entry.publishAt);
    const headings = entry.body.headings.map((heading) => heading.text);
    const positions = careerSections.map((section) => headings.indexOf(section));
    if (positions.some((position, i) => position < 0 || (i > 0 && position < positions[i - 1]!))) {
      throw new ContentError(
        `${entry.file}: the body needs the sections ${careerSections.map((s) => `"## ${s}"`).join(', ')} in this order`,
      );
    }
    const employment = employmentTypes[entry.employmentType];
    const href = jobPath(entry.slug);
    // Checked above whether published or not; left out until its publishAt.
    if (!publication.show) return [];
    const closed = entry.validThrough < buildDay(companyFacts.timeZone);
    const fill = (copy: string) => fillPlaceholders(copy, { title: entry.title });
    return [
      {
        slug: entry.slug,
        title: entry.title,
        href,
        category: entry.team,
        workType:
          entry.workplace === 'on-site'
            ? employment.label
            : `${workplaces[entry.workplace]} - ${employment.label}`,
        company,
        location: entry.location,
        salary: formatSalary(entry.salary.currency, entry.salary.min, entry.salary.max),
        apply: closed
          ? { label: fill(details.closed.label), href: details.closed.href }
          : { label: fill(card.apply), href: `${href}#${application.id}` },
        logo: pictureOf(
          { src: '/images/careers/finorbit-mark.svg', alt: fill(card.logoAlt) },
          'logo',
          { lead: true },
        ),
        rating: 5,
        summary: entry.excerpt,
        experience: entry.experience,
        employmentType: employment,
        workplace: entry.workplace,
        country: entry.country,
        datePosted: publication.day ?? entry.datePosted!,
        validThrough: entry.validThrough,
        baseSalary: {
          min: entry.salary.min,
          max: entry.salary.max,
          currency: entry.salary.currency,
        },
        hoursPerWeek: entry.hoursPerWeek,
        hourlyRate: entry.hourlyRate
          ? formatHourlyRate(entry.salary.currency, entry.hourlyRate.min, entry.hourlyRate.max)
          : undefined,
        closed,
        html: entry.body.html,
        ...(publication.scheduled ? { scheduled: publication.scheduled } : {}),
      },
    ];
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
  const others = jobOpenings.filter((other) => other.slug !== job.slug && !other.closed);
  const sameTeam = others.filter((other) => other.category === job.category);
  const rest = others.filter((other) => other.category !== job.category);
  return [...sameTeam, ...rest].slice(0, count).map(cardOf);
}
