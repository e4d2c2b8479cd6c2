// The front matter each collection file must carry. The build parses every file with these
// schemas (content/load/markdown-collection.ts): a missing or mistyped field stops it with the file's
// path and the field's name. docs/editors.md › Publishing a news post… documents the same fields.
// The content editor's form is generated from them (components/editor/config/cms-fields.ts): `.meta()` gives a field
// its label (`title`), hint (`description`), widget and option labels.
import { z } from 'zod';
import { daySchema as day } from './common';
import { altTextProblem, focusSchema } from './image';
import { publishAtSchema } from './schedule';
import { publicationDayProblems } from './schedule-rules';
import {
  authors,
  currencies,
  employmentTypes,
  helpTopics,
  newsCategories,
  workplaces,
  type NewsCategorySlug,
} from '../catalog/taxonomies';

const keys = <T extends object>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/** value → label of a record of labelled values, for the editor's drop-downs. */
const labels = <T extends object>(record: T, label: (value: T[keyof T]) => string) =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, label(value as T[keyof T])]),
  );

const text = (min: number, max: number) =>
  z
    .string({ error: 'is required (text)' })
    .trim()
    .min(min, { error: `must be at least ${min} characters` })
    .max(max, { error: `must be at most ${max} characters` });

/** An upload (`/media/photo.jpg`) or one of our SVG files under public/; the loader reads it. */
const publicPath = z.string().regex(/^\/[\w./-]+\.[A-Za-z0-9]+$/, {
  error:
    'must be an uploaded image, such as /media/branch-opening.jpg, or one of the site’s own drawings (/images/….svg)',
});

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: 'must be a file name in lower case with hyphens, such as nach-mandate-setup',
});

const categorySlugs = newsCategories.map((category) => category.slug) as [
  NewsCategorySlug,
  ...NewsCategorySlug[],
];

/** content/news/<slug>.md */
export const newsSchema = z
  .strictObject({
    title: text(10, 100).meta({ description: '10 to 100 characters.' }),
    /** Publication day; the listing sorts by it, newest first. */
    date: day.optional().meta({
      title: 'Publication date',
      description: 'Leave empty when the post is scheduled (Publish at): it then shows that day.',
    }),
    /** Scheduled: left out of the site until then; the post's date is this day. */
    publishAt: publishAtSchema.optional(),
    author: z
      .enum(keys(authors), { error: `must be one of: ${keys(authors).join(', ')}` })
      .meta({ optionLabels: labels(authors, (author) => author.name) }),
    category: z.enum(categorySlugs, { error: `must be one of: ${categorySlugs.join(', ')}` }).meta({
      optionLabels: Object.fromEntries(newsCategories.map((c) => [c.slug, c.label])),
    }),
    /** The card's text, the page's lead and its meta description. */
    excerpt: text(60, 170).meta({
      widget: 'text',
      description:
        '60 to 170 characters: the card, the lead under the title and the search result text.',
    }),
    /** A 16:9 cover drawn above the body; without one the page shows the category's artwork. */
    image: publicPath.optional().meta({
      title: 'Cover image',
      widget: 'image',
      description:
        'A photo, shown 16:9 above the post and as its share card (1200×630); without one the page draws the category artwork.',
    }),
    /** Where the cover is cropped around when its shape is not 16:9. */
    imageFocus: focusSchema.optional(),
    /** What the cover shows, for people who cannot see it (with a cover, unless decorative). */
    imageAlt: text(10, 240).optional().meta({
      title: 'Alt text',
      description:
        'What the cover shows that matters here, for someone who cannot see it (10 to 240 characters). Empty only when you tick “Decorative cover”.',
    }),
    /** A cover that adds nothing the words do not say: no alt text, screen readers skip it. */
    imageDecorative: z.boolean().optional().meta({
      title: 'Decorative cover',
      description:
        'Tick when the cover adds nothing the title and text do not say (a drawing, a pattern): screen readers skip it.',
    }),
  })
  .superRefine((article, ctx) => {
    if (!article.image) return;
    const problem = altTextProblem(article.imageAlt, article.imageDecorative, 'Decorative cover');
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['imageAlt'] });
  })
  .superRefine((article, ctx) => onePublicationDay(article.date, article.publishAt, 'date', ctx));

/** publicationDayProblems (schedule-rules.ts, which the editor runs too) as issues of a parse. */
function onePublicationDay(
  day: string | undefined,
  publishAt: string | undefined,
  field: 'date' | 'datePosted',
  ctx: z.RefinementCtx,
) {
  for (const problem of publicationDayProblems({ day, publishAt }, field))
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

/** content/careers/<slug>.md */
export const careerSchema = z
  .strictObject({
    title: text(5, 80).meta({ title: 'Role' }),
    /** The card's badge: the team the role sits in. */
    team: text(2, 30).meta({ description: 'The badge on the card, e.g. Engineering.' }),
    employmentType: z
      .enum(keys(employmentTypes), {
        error: `must be one of: ${keys(employmentTypes).join(', ')}`,
      })
      .meta({ optionLabels: labels(employmentTypes, (type) => type.label) }),
    workplace: z
      .enum(keys(workplaces), {
        error: `must be one of: ${keys(workplaces).join(', ')}`,
      })
      .meta({ optionLabels: workplaces }),
    /** As shown: "Kochi, India". */
    location: text(2, 60).meta({ description: 'As shown, e.g. Kochi, India.' }),
    /** ISO 3166-1 alpha-2 code of the location's country, for search engines: IN, GB. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'must be two capital letters, e.g. IN or GB' })
      .meta({ title: 'Country code' }),
    /** As shown: "3+ years in lending QA". */
    experience: text(2, 60).meta({ description: 'e.g. 3+ years in lending QA.' }),
    salary: z
      .strictObject({
        currency: z.enum(keys(currencies), {
          error: `must be one of: ${keys(currencies).join(', ')}`,
        }),
        /** Yearly base salary range. */
        min: z.number({ error: 'must be a number' }).int().positive().meta({ title: 'From' }),
        max: z.number({ error: 'must be a number' }).int().positive().meta({ title: 'To' }),
      })
      .meta({ title: 'Yearly salary' }),
    /** Contracted hours a week, shown in the Job Overview ("50 hours per week"). */
    hoursPerWeek: z.number({ error: 'must be a number' }).int().min(1).max(80),
    /**
     * Hourly rate range in the salary's currency; absent, the overview says the role is paid a
     * yearly salary, not by the hour.
     */
    hourlyRate: z
      .strictObject({
        min: z.number({ error: 'must be a number' }).positive().meta({ title: 'From' }),
        max: z.number({ error: 'must be a number' }).positive().meta({ title: 'To' }),
      })
      .refine((rate) => rate.min <= rate.max, { error: 'must have min at most max' })
      .optional()
      .meta({
        description:
          'Only for a role paid by the hour, in the salary’s currency; leave empty and the page says it is paid a yearly salary.',
      }),
    /** The page's lead and meta description. */
    excerpt: text(60, 170).meta({
      widget: 'text',
      description:
        '60 to 170 characters: what the role does, under the title and in search results.',
    }),
    datePosted: day.optional().meta({
      title: 'Posted on',
      description: 'Leave empty when the opening is scheduled (Publish at): it is posted that day.',
    }),
    /** Scheduled: left out of the site until then; it is posted that day. */
    publishAt: publishAtSchema.optional(),
    /** Last day to apply; after it the page stays but says the opening has closed. */
    validThrough: day.meta({
      title: 'Apply by',
      description: 'After this day the opening shows as closed.',
    }),
  })
  .refine((job) => job.salary.min <= job.salary.max, {
    error: 'must have min at most max',
    path: ['salary'],
  })
  .refine((job) => (job.datePosted ?? job.publishAt?.slice(0, 10) ?? '') <= job.validThrough, {
    error: 'must not be before the day it is posted (datePosted or publishAt)',
    path: ['validThrough'],
  })
  .superRefine((job, ctx) => onePublicationDay(job.datePosted, job.publishAt, 'datePosted', ctx));

/** content/help/<slug>.md */
export const helpSchema = z.strictObject({
  title: text(10, 100),
  topic: z.enum(helpTopics, { error: `must be one of: ${helpTopics.join(', ')}` }),
  /** The line under the title in lists and search results, and the meta description. */
  excerpt: text(40, 170).meta({
    widget: 'text',
    description: '40 to 170 characters: the line under the title in lists and search results.',
  }),
  /** Day of the last review. */
  updated: day.meta({ title: 'Last reviewed' }),
  /** Scheduled: left out of the help center, its topics and the search until then. */
  publishAt: publishAtSchema.optional(),
  /** Other help articles (file names without .md) listed beside this one. */
  related: z
    .array(slug.meta({ ref: 'help' }))
    .max(6)
    .optional()
    .meta({ title: 'Related articles' }),
});

/**
 * Sections a job opening's body must have (as `## Heading` lines), in this order: the spec's
 * "Career single". `## Benefits` (careerOptionalSections) may follow them.
 */
export const careerSections = [
  'Job Responsibilities',
  'Job Requirements',
  'Skill & Experience',
] as const;
export const careerOptionalSections = ['Benefits'] as const;
