// Job openings, described once: content/careers/<slug>.md (careerSchema), their pages /career/ (a
// page file, content/pages/career.yml, its job list filled with the open ones) and
// /career/<slug>/ (closed ones too, which say so), the words of content/templates/job-opening.yml,
// the search kind `jobs`, the dated fields `npm run schedule:due` watches (publishAt,
// validThrough) and the editor's collection. No feed. The consumers loop over
// content/collections/index.ts; the builders are content/collections/career-pages.ts. Pure: the
// editor's bundle imports it.
import type { z } from 'zod';
import type { JobOpening, PageContent, RenderedMarkdown } from '../types';
import { careerOptionalSections, careerSchema, careerSections } from '../schema/front-matter';
import { scheduleDatesSchemas } from '../schema/schedule';
import { publicationDayProblems } from '../schema/schedule-rules';
import { templates, type Template } from '../schema/templates';
import type { EntryProblem } from '../check/context';
import { wallTimeIn } from '@/lib/zoned-time';
import {
  scheduledFor,
  type Described,
  type DescribedEntry,
  type ItemContext,
  type PreviewContext,
  type WordsReader,
} from './descriptor';
import {
  employerOf,
  isClosed,
  jobOpeningContent,
  jobOpeningOf,
  jobPaths,
  openCardsOf,
  openingLogo,
  orderJobs,
  relatedJobsIn,
} from './career-pages';

type Front = z.output<typeof careerSchema>;
type Entry = DescribedEntry<Front>;
type Words = Template<'job-opening'>;
type Loaded = Described<JobOpening, Words>;

/** The body's sections a job opening needs, in this order (its page and JobPosting read them). */
function openingSections(body: RenderedMarkdown): EntryProblem[] {
  const headings = body.headings.map((heading) => heading.text);
  const positions = careerSections.map((section) => headings.indexOf(section));
  const inOrder = positions.every(
    (position, i) => position >= 0 && (i === 0 || position > positions[i - 1]!),
  );
  return inOrder
    ? []
    : [
        {
          path: 'body',
          message: `needs the sections ${careerSections.map((s) => `"## ${s}"`).join(', ')} in this order`,
        },
      ];
}

/** The open positions as cards, each naming the employer. */
const openCards = ({ items, company }: Loaded) => openCardsOf(items, employerOf(company.name));

export const careersCollection = {
  name: 'careers' as const,
  folder: 'careers',
  schema: careerSchema,
  words: (read: WordsReader): Words => read.template('job-opening'),
  // An opening is closed once its validThrough is before the build's day in the company's zone.
  itemOf: (
    entry: Entry,
    { publication, today, company, words, picture }: ItemContext<Words>,
  ): JobOpening =>
    jobOpeningOf(entry, words(), {
      publication,
      closed: isClosed(entry.validThrough, today),
      logo: picture(openingLogo(words(), entry.title), 'logo', { lead: true }),
      company: employerOf(company.name),
    }),
  order: orderJobs<JobOpening>,
  itemPath: jobPaths.opening,
  home: jobPaths.listing,
  families: (load: () => Loaded) => ({
    // One page per file of content/careers/, closed openings too (they say so).
    '/career/[slug]/': {
      parent: jobPaths.listing,
      source: 'content/careers/*.md',
      items: () => {
        const data = load();
        return data.items.map((job) => ({
          params: { slug: job.slug },
          path: jobPaths.opening(job.slug),
          name: job.title,
          indexable: true,
          collection: 'careers' as const,
          lastModified: job.datePosted,
          // The role, the application form while open, and other open roles (same team first).
          content: () => jobOpeningContent(job, data.words, relatedJobsIn(openCards(data), job)),
          ...(job.scheduled ? { scheduled: job.scheduled } : {}),
        }));
      },
    },
  }),
  feeds: [] as const,
  search: { kind: 'jobs' as const, listings: [] as string[] },
  schedule: {
    schema: scheduleDatesSchemas.careers,
    datedItem: (dates: Record<string, string | undefined>, file: string, slug: string) => ({
      file,
      path: jobPaths.opening(slug),
      ...dates,
    }),
  },
  check: {
    // An opening has a datePosted or a publishAt, not both.
    crossField: (data: Record<string, string | undefined>) =>
      publicationDayProblems({ day: data.datePosted, publishAt: data.publishAt }, 'datePosted'),
    body: openingSections,
  },
  editor: {
    label: 'Job openings',
    labelSingular: 'Job opening',
    summary: `{{title}}, {{location}} (${scheduledFor()}{{publishAt | ternary(', ', '')}}apply by {{validThrough}})`,
    sortableFields: [
      { field: 'datePosted', default_sort: 'desc' as const },
      'publishAt',
      'validThrough',
      'title',
    ],
    bodyHint:
      'Keep the three sections in this order and write every bullet (an empty one stops the build); Benefits may follow them. The page adds the application form.',
    bodyTemplate: [...careerSections, ...careerOptionalSections]
      .map((section) => `## ${section}\n\n- `)
      .join('\n\n'),
  },
  related: openCards,
  preview: {
    templates: [{ name: 'job-opening', ...templates['job-opening'] }],
    page: (
      entry: Entry,
      [words]: [Words],
      { publication, images, published, now, timeZone, company }: PreviewContext,
    ): PageContent => {
      const job = jobOpeningOf(entry, words, {
        publication,
        closed: isClosed(entry.validThrough, wallTimeIn(now, timeZone).day),
        logo: images(openingLogo(words, entry.title), 'logo', { lead: true }),
        company: employerOf(company.name),
      });
      return jobOpeningContent(
        job,
        words,
        relatedJobsIn(published as Parameters<typeof relatedJobsIn>[0], job),
      );
    },
  },
};
