// Sections built around forms and over the Markdown collections (help center, news, careers), as
// zod schemas. content/generated/ fills most of their fields from the collections (page files
// write the file forms at the end); the content model's types (content/types/forms.ts, help.ts,
// news.ts, careers.ts) are inferred here.
import { z } from 'zod';
import { imageOf } from './image';
import { currentResolver, sharedRef } from './refs';
import { copy } from './templates';
import {
  ctaSchema,
  hrefSchema,
  iconNameSchema,
  internalPathSchema,
  line,
  ratingSchema,
  text,
  toneSchema,
  eyebrow,
  headed,
  id,
  lead,
  title,
} from './common';

// Forms

export const leadFormSchema = z
  .strictObject({
    type: z.literal('leadForm'),
    id: id(),
    form: z.enum([
      'contact',
      'serviceContact',
      'integrationApplication',
      'websiteTest',
      'jobApplication',
    ]),
    /** The job a jobApplication form applies for. */
    role: line('Role', 'The job a jobApplication form applies for.').optional(),
    eyebrow: eyebrow().optional(),
    title: title(),
    lead: lead().optional(),
    points: z.array(line('Point')).optional(),
    tone: toneSchema,
  })
  .meta({
    title: 'Lead form',
    description:
      'A lead form placed from content: copy (and a checklist) on one side, the form on the other.',
  });

/** A customer story behind a tab: the tab's short label and the testimonial it shows. */
export const testimonialTabSchema = z
  .strictObject({ label: line('Tab'), testimonial: sharedRef('testimonials') })
  .meta({
    description:
      "A customer story behind a tab: the tab's short label and the testimonial it shows.",
  });

export const formScreenSchema = z
  .strictObject({
    type: z.literal('formScreen'),
    form: z.enum(['demoRequest', 'signIn', 'signUp', 'passwordReset']),
    eyebrow: eyebrow().optional(),
    title: title(),
    lead: lead().optional(),
    tone: z.enum(['light', 'soft']),
    aside: z
      .strictObject({
        title: title(),
        tabs: z.array(testimonialTabSchema),
        logosTitle: line('Logos title').optional(),
        logos: z.array(sharedRef('logos')).optional(),
      })
      .optional(),
  })
  .meta({
    title: 'Form screen',
    description:
      "A screen whose purpose is one form (request for demo, sign in, sign up, password reset): the page's h1 above the form, and optionally customer stories in tabs with client logos beside it.",
  });

// Help center

/** A support article as listed in the help center and indexed for its search. */
export const helpArticleSummarySchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  href: hrefSchema,
});

/** The newest news posts, as many as `latest` (the list follows content/news/). */
const latestNews = z
  .strictObject({
    latest: z
      .number()
      .int()
      .min(1)
      .meta({ title: 'Newest posts', description: 'How many of the newest news posts to show.' }),
  })
  .transform(
    ({ latest }) => currentResolver().latestNews(latest) as z.output<typeof articleSummarySchema>[],
  )
  .meta({ title: 'Articles' });

export const helpSearchSchema = z
  .strictObject({
    type: z.literal('helpSearch'),
    eyebrow: eyebrow().optional(),
    title: title(),
    lead: lead(),
    /** Where the build writes the Pagefind bundle the search runs on (lib/site-search.ts). */
    bundle: z.templateLiteral(['/', z.string(), '/']).meta({
      description:
        'Where the build writes the Pagefind bundle the search runs on (lib/site-search.ts).',
    }),
    /** Example queries offered under the field. */
    suggestions: z
      .array(line('Suggestion'))
      .meta({ description: 'Example queries offered under the field.' }),
  })
  .meta({
    title: 'Help search',
    description: "The help center's search header: the page's h1 and a search over every article.",
  });

export const helpTopicsSchema = z
  .strictObject({
    type: z.literal('helpTopics'),
    id: id(),
    title: title(),
    lead: lead().optional(),
    topics: z.array(
      z.strictObject({
        label: line('Topic'),
        articles: z.array(helpArticleSummarySchema),
        /** The topic's own listing pages, when the tab lists only its first articles. */
        more: z
          .strictObject({ label: line('Label'), href: internalPathSchema, total: z.number() })
          .optional()
          .meta({
            description:
              'The topic’s own listing pages, when the tab lists only its first articles.',
          }),
      }),
    ),
  })
  .meta({
    title: 'Help topics',
    description: 'Support articles grouped by topic in vertical tabs.',
  });

export const helpArticleSchema = z
  .strictObject({
    type: z.literal('helpArticle'),
    back: ctaSchema,
    category: z.string(),
    title: title(),
    /** ISO day of the last review. */
    updated: z.string().meta({ description: 'ISO day of the last review.' }),
    readingTime: z.string(),
    /** The body's level-2 headings, for the "In this article" list. */
    contents: z
      .array(z.strictObject({ id: z.string(), text: z.string() }))
      .meta({ description: 'The body\'s level-2 headings, for the "In this article" list.' }),
    /** The body as safe HTML from the Markdown pipeline (content/load/markdown.ts). */
    html: z.string().meta({
      description: 'The body, written in the entry’s text.',
    }),
    /** Numbered steps of the body, for HowTo structured data; empty when it has none. */
    steps: z.array(z.string()).meta({
      description: 'Numbered steps of the body, for HowTo structured data; empty when it has none.',
    }),
    /** The line under the title in lists, used as the structured data's description. */
    excerpt: z.string().meta({
      description: "The line under the title in lists, used as the structured data's description.",
    }),
    related: z.array(helpArticleSummarySchema),
    support: z.strictObject({
      title: title(),
      text: text('Text'),
      links: z.array(
        z.strictObject({
          icon: iconNameSchema,
          label: line('Label'),
          detail: line('Detail'),
          href: hrefSchema,
        }),
      ),
    }),
  })
  .meta({
    title: 'Help article',
    description:
      'A long support article with a back link, related articles and quick-support links.',
  });

// News

export const authorSchema = z.strictObject({ name: z.string(), role: z.string() });

/** One news article as shown on a card (spec §3 "Blog or news card"). */
export const articleSummarySchema = z.strictObject({
  /** Stable key (not a DOM id). */
  slug: z.string().meta({ description: 'Stable key (not a DOM id).' }),
  /** Category label, also the card's badge. */
  category: z.string().meta({ description: "Category label, also the card's badge." }),
  /** The category's icon, drawn on the card's cover. */
  icon: iconNameSchema.meta({ description: "The category's icon, drawn on the card's cover." }),
  title: z.string(),
  excerpt: z.string(),
  author: authorSchema,
  /** ISO date, e.g. "2024-03-14". */
  date: z.string().meta({ description: 'ISO date, e.g. "2024-03-14".' }),
  href: hrefSchema,
});

export const filterLinkSchema = z.strictObject({
  label: z.string(),
  href: internalPathSchema,
  current: z.boolean(),
});

export const pageLinkSchema = filterLinkSchema;

/** Previous / numbered pages / Next; an end without a page has no href (rendered disabled). */
export const paginationSchema = z.strictObject({
  label: z.string(),
  previous: internalPathSchema.optional(),
  next: internalPathSchema.optional(),
  pages: z.array(pageLinkSchema),
});

export const newsListSchema = z
  .strictObject({
    type: z.literal('newsList'),
    id: id(),
    title: title(),
    filters: z.strictObject({ label: z.string(), links: z.array(filterLinkSchema) }),
    articles: z.array(articleSummarySchema),
    /** How many leading cards are drawn large. */
    featured: z.number().meta({ description: 'How many leading cards are drawn large.' }),
    pagination: paginationSchema.optional(),
  })
  .meta({
    title: 'News list',
    description: 'The article listing: category chips, featured and regular cards, pagination.',
  });

export const newsCardsSchema = z
  .strictObject({
    type: z.literal('newsCards'),
    ...headed,
    articles: latestNews,
    more: ctaSchema.optional(),
    /** Show the cards in a carousel instead of a grid. */
    carousel: sharedRef('carousels')
      .optional()
      .meta({ description: 'Show the cards in a carousel instead of a grid.' }),
  })
  .meta({
    title: 'News cards',
    description:
      'A few article cards under a heading with a link to all articles: related or latest news.',
  });

export const newsArticleSchema = z
  .strictObject({
    type: z.literal('newsArticle'),
    id: id(),
    category: z.string(),
    /** The category's page, linked from the badge. */
    categoryHref: hrefSchema.meta({ description: "The category's page, linked from the badge." }),
    /** Drawn as the cover when the article has no image. */
    icon: iconNameSchema.meta({ description: 'Drawn as the cover when the article has no image.' }),
    title: title(),
    lead: lead(),
    author: authorSchema,
    date: z.string(),
    readingTime: z.string(),
    image: imageOf('newsCover', { lead: true }).optional(),
    /** The body as safe HTML from the Markdown pipeline (content/load/markdown.ts). */
    html: z.string().meta({
      description: 'The body, written in the entry’s text.',
    }),
    aside: z.strictObject({
      title: title(),
      quote: text('Quote'),
      name: line('Name'),
      role: line('Role'),
      avatar: imageOf('avatar'),
    }),
  })
  .meta({
    title: 'News article',
    description:
      "A long-form article (the page's h1): byline, cover, the Markdown body and a sidebar quote.",
  });

// Careers

/** An open position as shown on a job card (spec §3 "Job card"). */
export const jobSchema = z.strictObject({
  /** Stable key (not a DOM id). */
  slug: z.string().meta({ description: 'Stable key (not a DOM id).' }),
  title: z.string(),
  /** The opening's own page. */
  href: hrefSchema.meta({ description: "The opening's own page." }),
  /** Badge on the card: the team, e.g. "Engineering". */
  category: z.string().meta({ description: 'Badge on the card: the team, e.g. "Engineering".' }),
  /** e.g. "Full Time", "Remote - Full Time". */
  workType: z.string().meta({ description: 'e.g. "Full Time", "Remote - Full Time".' }),
  company: z.string(),
  location: z.string(),
  /** Yearly salary range as shown, e.g. "$35k - $45k". */
  salary: z.string().meta({ description: 'Yearly salary range as shown, e.g. "$35k - $45k".' }),
  /** The card's button: the application form on the opening's page. */
  apply: ctaSchema.meta({
    description: "The card's button: the application form on the opening's page.",
  }),
});

/** A job opening with everything its page shows (from content/careers/<slug>.md). */
export const jobPostingSchema = jobSchema.extend({
  logo: imageOf('logo', { lead: true }),
  rating: ratingSchema,
  /** The page's lead and meta description. */
  summary: z.string().meta({ description: "The page's lead and meta description." }),
  experience: z.string(),
  /** Words as shown ("Full Time") and the schema.org value ("FULL_TIME"). */
  employmentType: z.strictObject({ label: z.string(), schema: z.string() }).meta({
    description: 'Words as shown ("Full Time") and the schema.org value ("FULL_TIME").',
  }),
  workplace: z.enum(['on-site', 'hybrid', 'remote']),
  /** ISO 3166-1 alpha-2 country of the location. */
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2 country of the location.' }),
  /** ISO days. */
  datePosted: z.string().meta({ description: 'ISO days.' }),
  validThrough: z.string(),
  /** Yearly base salary for structured data (the shown range is `salary`). */
  baseSalary: z.strictObject({ min: z.number(), max: z.number(), currency: z.string() }).meta({
    description: 'Yearly base salary for structured data (the shown range is `salary`).',
  }),
  hoursPerWeek: z.number(),
  /** Hourly range as shown ("$15 - $25"); absent, the role is paid a yearly salary only. */
  hourlyRate: z.string().optional().meta({
    description:
      'Hourly range as shown ("$15 - $25"); absent, the role is paid a yearly salary only.',
  }),
  /** Past its validThrough day when the site was built: the page says so and drops the JobPosting. */
  closed: z.boolean().meta({
    description:
      'Past its validThrough day when the site was built: the page says so and drops the JobPosting.',
  }),
  /** Job Responsibilities, Job Requirements, Skill & Experience (and Benefits): safe HTML from the Markdown body. */
  html: z.string().meta({
    description:
      'Job Responsibilities, Job Requirements, Skill & Experience (and Benefits): safe HTML from the Markdown body.',
  }),
});

export const jobListSchema = z
  .strictObject({
    type: z.literal('jobList'),
    ...headed,
    jobs: z.array(jobSchema),
  })
  .meta({ title: 'Job list', description: 'Job cards in a grid: open positions, related jobs.' });

export const jobHeaderSchema = z
  .strictObject({ type: z.literal('jobHeader'), job: jobPostingSchema })
  .meta({
    title: 'Job header',
    description:
      "The banner of a job posting: the page's h1 with company, rating, location and salary.",
  });

export const jobDetailsSchema = z
  .strictObject({
    type: z.literal('jobDetails'),
    id: id(),
    job: jobPostingSchema,
    /** The application form's section (or, once closed, the other openings). */
    apply: ctaSchema.meta({
      description: "The application form's section (or, once closed, the other openings).",
    }),
  })
  .meta({
    title: 'Job details',
    description:
      "A job posting's body (responsibilities, requirements, skills) and its overview sidebar.",
  });

export const helpListSchema = z
  .strictObject({
    type: z.literal('helpList'),
    id: id(),
    title: title(),
    topics: z.strictObject({ label: z.string(), links: z.array(filterLinkSchema) }),
    articles: z.array(helpArticleSummarySchema),
    pagination: paginationSchema.optional(),
  })
  .meta({
    title: 'Help article list',
    description: 'One help topic’s articles, a page at a time: topic chips, the list, pagination.',
  });

// File forms: a section the build fills from the collections, as a page file writes it (its copy
// and settings). content/generated/sections.ts fills in the lists; the section's own schema above
// stays what components get. content/schema/sections.ts offers these in page files.

export const helpSearchFileSchema = helpSearchSchema.omit({ bundle: true }).meta({
  title: 'Help search',
  description:
    "A search header: the page's h1 and a search over the whole site, help articles first (the build adds the search).",
});

export const helpTopicsFileSchema = helpTopicsSchema
  .omit({ topics: true })
  .extend({
    more: z
      .strictObject({
        all: copy('On All Documentation', {
          count: 'how many articles there are',
          topic: 'the tab’s name',
        }),
        topic: copy('On a topic', {
          count: 'how many articles the topic has',
          topic: 'the topic’s name',
        }),
      })
      .meta({
        title: 'Link to a topic’s pages',
        description: 'Ends a tab whose topic has more articles than the tab lists (12).',
      }),
  })
  .meta({
    title: 'Help topics',
    description:
      'The help articles in vertical tabs, one per topic (listed from the Help articles collection).',
  });

export const jobListFileSchema = jobListSchema.omit({ jobs: true }).meta({
  title: 'Job list',
  description:
    'The open positions as cards (listed from the Job openings collection, closed ones left out).',
});

export const newsListFileSchema = z
  .strictObject({
    type: z.literal('newsList'),
    id: id(),
    title: title(),
    filters: z
      .strictObject({
        label: line('Label', 'The category links’ name, read out by screen readers.'),
        all: line('All articles', 'The first link, to every article.'),
      })
      .meta({ title: 'Category links' }),
    paginationLabel: line('Pagination label', 'The page links’ name, read out by screen readers.'),
  })
  .meta({
    title: 'News list',
    description:
      'The newest posts, 12 a page, with links to each category and to the later pages (listed from the News collection).',
  });
