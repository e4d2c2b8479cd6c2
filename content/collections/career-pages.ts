// Job openings from data alone: a parsed file of content/careers/ becomes an opening
// (jobOpeningOf), an opening its card (cardOf) and its page (jobOpeningContent), with the words of
// content/templates/job-opening.yml. Pure: it reads no file and imports no loader, so the content
// editor's preview builds the page the build builds. The loader (content/load/described.ts,
// through content/collections/careers.ts) hands it the entries, the words, the day, the company
// and the logo's picture.
import type { z } from 'zod';
import { formatDate } from '@/lib/dates';
import type {
  Img,
  Job,
  JobOpening,
  JobPosting,
  PageContent,
  Publication,
  RenderedMarkdown,
  Section,
} from '../types';
import type { careerSchema } from '../schema/front-matter';
import { fillPlaceholders, type Template } from '../schema/templates';
import { currencies, employmentTypes, workplaces } from '../catalog/taxonomies';

/** A file of content/careers/ as parsed. */
export type CareerEntry = z.output<typeof careerSchema> & {
  slug: string;
  file: string;
  body: RenderedMarkdown;
};

/** Where the openings live: /career/ (a page file) lists the open ones; each has its page. */
export const jobPaths = {
  listing: '/career/' as const,
  opening: (slug: string) => `/career/${slug}/` as const,
};

/** An opening's page. */
export function jobPath(slug: string) {
  return jobPaths.opening(slug);
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
 * The openings listed below one: open ones of its team first, then the others. `open`: the open
 * positions as cards, newest posting first.
 */
export function relatedJobsIn(open: Job[], job: { slug: string; category: string }, count = 3) {
  const others = open.filter((other) => other.slug !== job.slug);
  const sameTeam = others.filter((other) => other.category === job.category);
  const rest = others.filter((other) => other.category !== job.category);
  return [...sameTeam, ...rest].slice(0, count);
}

/** The employer's name as an opening's card and JobPosting give it. */
export function employerOf(companyName: string): string {
  return `${companyName} Technologies`;
}

/** An opening's banner logo, its alt the template's `card.logoAlt` filled with the role. */
export function openingLogo(words: Template<'job-opening'>, title: string) {
  return {
    src: '/images/careers/finorbit-mark.svg' as const,
    alt: fillPlaceholders(words.card.logoAlt, { title }),
  };
}

/** Whether an opening has closed: its validThrough is before `today` (YYYY-MM-DD, company zone). */
export function isClosed(validThrough: string, today: string): boolean {
  return validThrough < today;
}

/** What the loader works out for an opening with the clock, the image files and the company facts. */
export type JobOpeningFacts = {
  /** Its publishAt at build (content/load/publication.ts, publicationOf). */
  publication: Publication;
  /** Whether its validThrough has passed on the build's day. */
  closed: boolean;
  /** The banner's logo, its alt the template's `card.logoAlt` filled. */
  logo: Img;
  /** The employer's name as the cards show it. */
  company: string;
};

/** A published careers file as its opening, with the card's words of content/templates/job-opening.yml. */
export function jobOpeningOf(
  entry: CareerEntry,
  words: Template<'job-opening'>,
  { publication, closed, logo, company }: JobOpeningFacts,
): JobOpening {
  const { card, details, application } = words;
  const employment = employmentTypes[entry.employmentType];
  const href = jobPath(entry.slug);
  const fill = (copy: string) => fillPlaceholders(copy, { title: entry.title });
  return {
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
    logo,
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
  };
}

/** Newest posting first (same day: by file name). */
export function orderJobs<T extends { datePosted: string; slug: string }>(jobs: readonly T[]): T[] {
  return [...jobs].sort(
    (a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug),
  );
}

/** An opening's card, `company` its employer. */
export function cardOf(
  { slug, title, href, category, workType, location, salary, apply }: JobPosting,
  company: string,
): Job {
  return { slug, title, href, category, workType, company, location, salary, apply };
}

/** The openings still taking applications, as cards, `company` their employer. */
export function openCardsOf(jobs: readonly JobOpening[], company: string): Job[] {
  return jobs.filter((job) => !job.closed).map((job) => cardOf(job, company));
}

/**
 * One opening's page, with the words of content/templates/job-opening.yml: the banner, the role,
 * the application form while it is open (a closed one says so), and `related` other openings.
 */
export function jobOpeningContent(
  job: JobPosting,
  words: Template<'job-opening'>,
  related: Job[],
): PageContent {
  const fill = (copy: string) =>
    fillPlaceholders(copy, {
      title: job.title,
      location: job.location,
      summary: job.summary,
      closingDate: formatDate(job.validThrough),
    });
  const { details, application: form, related: others } = words;
  const sections: Section[] = [
    { type: 'jobHeader', job },
    {
      type: 'jobDetails',
      id: details.id,
      job,
      apply: job.closed
        ? { label: fill(details.closed.label), href: details.closed.href }
        : { label: fill(details.apply), href: `${job.href}#${form.id}` },
    },
  ];
  if (!job.closed) {
    sections.push({
      type: 'leadForm',
      id: form.id,
      form: 'jobApplication',
      role: job.title,
      ...(form.eyebrow === undefined ? {} : { eyebrow: fill(form.eyebrow) }),
      title: fill(form.title),
      lead: fill(form.lead),
      points: form.points.map(fill),
      tone: form.tone,
    });
  }
  if (related.length) {
    sections.push({
      type: 'jobList',
      id: others.id,
      ...(others.eyebrow === undefined ? {} : { eyebrow: fill(others.eyebrow) }),
      title: fill(job.closed ? others.closedTitle : others.title),
      ...(others.lead === undefined ? {} : { lead: fill(others.lead) }),
      tone: others.tone,
      jobs: related,
    });
  }
  return {
    meta: {
      title: fill(job.closed ? words.meta.closedTitle : words.meta.title),
      // Cut at a word, within 170 characters.
      description: fill(words.meta.description)
        .slice(0, 170)
        .replace(/\s+\S*$/, '…'),
    },
    sections,
  };
}
