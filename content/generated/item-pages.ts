// One collection item and its page, from data alone: a parsed Markdown entry (front matter,
// slug, file, rendered body) becomes a news article, help article or job opening
// (newsArticleOf, helpArticleOf, jobOpeningOf, which the loaders of content/load/ call), and an
// item with its template's words and related items becomes its page (newsArticleContent,
// helpArticleContent, jobOpeningContent, which news-pages.ts, help-pages.ts and career-pages.ts
// call). Pure: it reads no file and imports no loader, so the content editor's preview runs it
// in the browser (.dependency-cruiser.cjs, `browser-safe-generated`).
import type { z } from 'zod';
import { formatDate } from '@/lib/dates';
import { momentIn } from '@/lib/zoned-time';
import type {
  ArticleSummary,
  HelpArticle,
  HelpArticleSummary,
  Img,
  Job,
  JobOpening,
  JobPosting,
  NewsArticle,
  PageContent,
  Publication,
  RenderedMarkdown,
  Section,
} from '../types';
import type { careerSchema, helpSchema, newsSchema } from '../schema/front-matter';
import { fillPlaceholders, type Template } from '../schema/templates';
import {
  authors,
  currencies,
  employmentTypes,
  newsCategories,
  workplaces,
  type NewsCategorySlug,
} from '../catalog/taxonomies';

/** A collection file as parsed: its front matter, its slug (file name), path and rendered body. */
type EntryOf<S extends z.ZodType> = z.output<S> & {
  /** The file name without `.md`: the item's URL segment. */
  slug: string;
  /** Path from the project root, for messages. */
  file: string;
  body: RenderedMarkdown;
};

/** A file of content/news/ as parsed. */
export type NewsEntry = EntryOf<typeof newsSchema>;
/** A file of content/help/ as parsed. */
export type HelpEntry = EntryOf<typeof helpSchema>;
/** A file of content/careers/ as parsed. */
export type CareerEntry = EntryOf<typeof careerSchema>;

export function newsArticlePath(slug: string) {
  return `/news/${slug}/` as const;
}

export function newsCategoryPath(slug: NewsCategorySlug) {
  return `/news/category/${slug}/` as const;
}

export function helpArticlePath(slug: string) {
  return `/help-center/${slug}/` as const;
}

export function jobPath(slug: string) {
  return `/career/${slug}/` as const;
}

/** A campaign landing page: its file name is its URL segment. */
export function campaignPath(slug: string) {
  return `/campaigns/${slug}/` as const;
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
 * The posts listed after a post: the newest of its category, then the newest others. `published`:
 * every post the build publishes, newest first, as cards.
 */
export function relatedNewsIn(
  published: ArticleSummary[],
  article: { slug: string; category: string },
  count = 3,
): ArticleSummary[] {
  const others = published.filter((other) => other.slug !== article.slug);
  const sameCategory = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...sameCategory, ...rest].slice(0, count);
}

/**
 * The articles listed beside a help article: its own picks, else (or then) others of its topic.
 * `published`: every help article the build publishes, in the help center's order; a pick that is
 * not published (scheduled) is left out.
 */
export function relatedHelpIn(
  published: HelpArticleSummary[],
  article: { slug: string; category: string; related: string[] },
  count = 4,
): HelpArticleSummary[] {
  const picked = article.related.flatMap((slug) => {
    const found = published.find((other) => other.slug === slug);
    return found ? [found] : [];
  });
  const sameTopic = published.filter(
    (other) =>
      other.category === article.category &&
      other.slug !== article.slug &&
      !article.related.includes(other.slug),
  );
  return [...picked, ...sameTopic].slice(0, Math.max(count, picked.length));
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

/**
 * A published news file as its article: `cover` its picture (content/load/images.ts plans it),
 * `publication` its publishAt at build (content/load/publication.ts, publicationOf).
 */
export function newsArticleOf(
  entry: NewsEntry,
  cover: Img | undefined,
  publication: Publication,
): NewsArticle {
  const category = newsCategories.find((c) => c.slug === entry.category);
  if (!category) throw new Error(`${entry.file}: unknown category ${entry.category}`);
  return {
    slug: entry.slug,
    title: entry.title,
    excerpt: entry.excerpt,
    date: publication.day ?? entry.date!,
    author: authors[entry.author],
    category: category.label,
    categorySlug: category.slug,
    icon: category.icon,
    href: newsArticlePath(entry.slug),
    image: cover,
    body: entry.body,
    file: entry.file,
    ...(publication.at ? { publishedAt: publication.at } : {}),
    ...(publication.scheduled ? { scheduled: publication.scheduled } : {}),
  };
}

/**
 * A published help file as its article, its `related` as the file names them (the loader keeps
 * only the published ones).
 */
export function helpArticleOf(entry: HelpEntry, publication: Publication): HelpArticle {
  return {
    slug: entry.slug,
    title: entry.title,
    excerpt: entry.excerpt,
    category: entry.topic,
    href: helpArticlePath(entry.slug),
    updated: entry.updated,
    related: entry.related ?? [],
    body: entry.body,
    ...(publication.scheduled ? { scheduled: publication.scheduled } : {}),
  };
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

/**
 * One post's page: the article, the newsletter banner and `related` articles, with the words of
 * content/templates/news-article.yml.
 */
export function newsArticleContent(
  article: NewsArticle,
  words: Template<'news-article'>,
  related: ArticleSummary[],
): PageContent {
  const { article: copy, subscribe, related: relatedWords } = words;
  const { quote } = copy.aside;
  const { more, ...heading } = relatedWords;
  return {
    meta: { title: article.title, description: article.excerpt },
    sections: [
      {
        type: 'newsArticle',
        id: copy.id,
        category: article.category,
        categoryHref: newsCategoryPath(article.categorySlug),
        icon: article.icon,
        title: article.title,
        lead: article.excerpt,
        author: article.author,
        date: article.date,
        readingTime: fillPlaceholders(copy.readingTime, { minutes: article.body.readingMinutes }),
        image: article.image,
        html: article.body.html,
        aside: {
          title: copy.aside.title,
          quote: quote.quote,
          name: quote.name,
          role: quote.role,
          avatar: quote.avatar,
        },
      },
      { type: 'subscribeBanner', ...subscribe },
      {
        type: 'newsCards',
        ...heading,
        articles: related,
        ...(more ? { more } : {}),
      },
    ],
  };
}

/**
 * One help article's page: the article with its contents, `related` articles and quick-support
 * links, then a call to action, with the words of content/templates/help-article.yml.
 */
export function helpArticleContent(
  article: HelpArticle,
  words: Template<'help-article'>,
  related: HelpArticleSummary[],
): PageContent {
  const copy = words.article;
  return {
    meta: { title: article.title, description: article.excerpt },
    sections: [
      {
        type: 'helpArticle',
        back: copy.back,
        category: article.category,
        title: article.title,
        excerpt: article.excerpt,
        updated: article.updated,
        readingTime: fillPlaceholders(copy.readingTime, { minutes: article.body.readingMinutes }),
        contents: article.body.headings,
        html: article.body.html,
        steps: article.body.steps,
        related,
        support: copy.support,
      },
      { type: 'callToAction', ...words.callToAction },
    ],
  };
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
