// The words of the pages the build generates from the collections, as zod schemas: one YAML file
// per family in content/templates/ (`templates` below), read at build by content/generated/ and
// shown in the editor's "Generated pages". What varies from page to page is a placeholder,
// `{name}`, that the build fills (a post's reading time, a category, a page number); each field
// says which it knows, and any other stops the build naming the file and the field. Company facts
// are `{{email.support}}` … as in the page files (withCompanyFacts, refs.ts). Lists, counts and
// links between the pages stay code (content/generated/).
import { z } from 'zod';
import {
  hrefSchema,
  iconNameSchema,
  id,
  internalPathSchema,
  line,
  text,
  toneSchema,
} from './common';
import { sharedRef, withCompanyFacts } from './refs';

/** The placeholders a field knows: `{name}` → what it stands for (the editor's hint). */
export type Placeholders = Readonly<Record<string, string>>;

/** `{name}`, not a company fact's `{{name}}`. */
const placeholderPattern = /(?<!\{)\{([A-Za-z]\w*)\}(?!\})/g;

const listed = (names: string[]) => names.map((name) => `{${name}}`).join(', ');

/**
 * Copy that may name `placeholders` (and company facts). Any other `{name}` is an issue at the
 * field's path. `multiline`: a text area in the editor.
 */
export function copy(
  title: string,
  placeholders: Placeholders = {},
  { multiline = false, description }: { multiline?: boolean; description?: string } = {},
) {
  const names = Object.keys(placeholders);
  const known = names.map((name) => `{${name}} (${placeholders[name]})`).join(', ');
  const hint = [description, names.length ? `Placeholders: ${known}.` : undefined]
    .filter(Boolean)
    .join(' ');
  const field = (multiline ? text : line)(title, hint || undefined);
  return withCompanyFacts(field).superRefine((value, context) => {
    for (const [token, name] of value.matchAll(placeholderPattern)) {
      if (names.includes(name!)) continue;
      context.addIssue({
        code: 'custom',
        message: `unknown placeholder ${token} (${names.length ? `this field knows ${listed(names)}` : 'this field has none'})`,
        input: value,
      });
    }
  });
}

/**
 * `template` with each `{name}` replaced by `values[name]`. The schema let only known names
 * through, so a name without a value is the generating code's mistake, and throws.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(placeholderPattern, (token, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`no value for the placeholder ${token} in "${template}"`);
    return String(value);
  });
}

/** A link target that may name a company fact: `mailto:{{email.support}}`, `{{chat.href}}`. */
const factHref = withCompanyFacts(
  z.string().meta({
    title: 'Link',
    description:
      'An internal path (`/x/`, optionally with `#fragment`), or a `mailto:`, `tel:` or `https://` target; `{{email.support}}`, `{{phone.href}}`, `{{chat.href}}` … stand for the company’s.',
  }),
).pipe(hrefSchema);

/** A link with a label of plain copy. */
const link = () => z.strictObject({ label: copy('Label'), href: factHref });

/** A generated page's name in the route map (content/routes.ts), which breadcrumbs show. */
const routeName = (placeholders: Placeholders) =>
  copy('Name', placeholders, {
    description: 'What the breadcrumbs (and search engines’ breadcrumb trail) call the page.',
  });

// ---------------------------------------------------------------- news posts

const minutes = { minutes: 'the minutes the post takes to read' };

/** content/templates/news-article.yml: what every news post's page says around the post. */
export const newsArticleTemplateSchema = z.strictObject({
  article: z
    .strictObject({
      id: id(),
      readingTime: copy('Reading time', minutes),
      aside: z
        .strictObject({
          title: copy('Title'),
          quote: sharedRef('quotes').meta({
            title: 'Quote',
            description: 'One of the quotes (the founder’s).',
          }),
        })
        .meta({ title: 'Sidebar', description: 'The quote beside every post.' }),
    })
    .meta({
      title: 'Article',
      description:
        'The post: its title, byline, cover and body come from the post in the News collection.',
    }),
  subscribe: z
    .strictObject({
      id: id(),
      title: copy('Title'),
      lead: copy('Lead', {}, { multiline: true }),
      formId: line('Form id', 'Form id reported with the submission, e.g. "news-subscribe".'),
      tone: z.enum(['soft', 'dark']).meta({ title: 'Tone' }),
    })
    .meta({ title: 'Subscribe banner', description: 'The newsletter band under the post.' }),
  related: z
    .strictObject({
      id: id(),
      eyebrow: copy('Eyebrow').optional(),
      title: copy('Title'),
      lead: copy('Lead', {}, { multiline: true }).optional(),
      tone: toneSchema,
      more: link().optional().meta({ title: 'Link to all articles' }),
    })
    .meta({
      title: 'Related articles',
      description: 'Three other posts, the same category first (the build picks them).',
    }),
});

// ---------------------------------------------------------------- news listings

const page = {
  page: 'this page’s number',
  pages: 'how many pages the listing has',
};
const category = {
  category: 'the category’s name, e.g. Customers',
  categoryLower: 'the same in lower case',
  count: 'how many articles the category has',
};

/** What every listing page's words start with: its name in the route map, its title and description. */
const listingPageCopy = (placeholders: Placeholders) => ({
  routeName: routeName(placeholders),
  meta: z.strictObject({
    title: copy('Title', placeholders, { description: 'The page’s <title>.' }),
    description: copy('Description', placeholders, {
      multiline: true,
      description: 'The meta description search engines show.',
    }),
  }),
});

/** The words of one kind of news listing page. */
const newsListingCopy = (placeholders: Placeholders) =>
  z.strictObject({
    ...listingPageCopy(placeholders),
    eyebrow: copy('Eyebrow', placeholders, {
      description: 'Above the News page’s title, which these pages show too.',
    }),
    listTitle: copy('List title', placeholders),
  });

/**
 * content/templates/news-listing.yml: the later pages of /news/ and every category's pages. They
 * show the News page's header and its list's labels (content/pages/news.yml) with these words.
 */
export const newsListingTemplateSchema = z.strictObject({
  all: z.strictObject({ later: newsListingCopy(page).meta({ title: 'Later pages' }) }).meta({
    title: 'All articles',
    description: '/news/page/2/ and on (the first page, /news/, is the News page among the Pages).',
  }),
  category: z
    .strictObject({
      first: newsListingCopy(category).meta({ title: 'First page' }),
      later: newsListingCopy({ ...category, ...page }).meta({ title: 'Later pages' }),
    })
    .meta({
      title: 'A category',
      description: '/news/category/<category>/, then page/2/ and on.',
    }),
});

// ---------------------------------------------------------------- help articles

/** content/templates/help-article.yml: what every help article's page says around the article. */
export const helpArticleTemplateSchema = z.strictObject({
  article: z
    .strictObject({
      back: link().meta({ title: 'Back link' }),
      readingTime: copy('Reading time', { minutes: 'the minutes the article takes to read' }),
      support: z
        .strictObject({
          title: copy('Title'),
          text: copy('Text', {}, { multiline: true }),
          links: z.array(
            z.strictObject({
              icon: iconNameSchema,
              label: copy('Label'),
              detail: copy('Detail'),
              href: factHref,
            }),
          ),
        })
        .meta({ title: 'Quick support', description: 'The box of support channels beside it.' }),
    })
    .meta({
      title: 'Article',
      description:
        'The article: its title, body and related articles come from the article in the Help articles collection.',
    }),
  callToAction: z
    .strictObject({
      id: id(),
      title: copy('Title'),
      lead: copy('Lead', {}, { multiline: true }),
      primary: link(),
      secondary: link().optional(),
      tone: z.enum(['soft', 'dark']).meta({ title: 'Tone' }),
    })
    .meta({ title: 'Call to action', description: 'The band under the article.' }),
});

// ---------------------------------------------------------------- help topics

const topic = {
  topic: 'the topic’s name (on the list of every article, its Name under Every article)',
  count: 'how many articles it has',
  articles: 'the same in words (Article count, above)',
};

/** The words of one kind of help topic page. */
const helpTopicCopy = (placeholders: Placeholders) =>
  z.strictObject({
    ...listingPageCopy(placeholders),
    eyebrow: copy('Eyebrow', placeholders),
    title: copy('Heading', placeholders, { description: 'The page’s h1.' }),
    listTitle: copy('List title', placeholders),
  });

/**
 * content/templates/help-topic.yml: each help topic's list of articles (and the list of all of
 * them), 12 a page. They end with the Help Center page's call to action
 * (content/pages/help-center.yml).
 */
export const helpTopicTemplateSchema = z.strictObject({
  articles: z
    .strictObject({
      one: copy('One article', { count: 'the number (1)' }),
      other: copy('Other counts', { count: 'the number' }),
    })
    .meta({ title: 'Article count', description: 'What {articles} reads.' }),
  header: z
    .strictObject({ lead: copy('Lead', {}, { multiline: true }), tone: toneSchema })
    .meta({ title: 'Page header', description: 'Under every topic page’s heading.' }),
  list: z
    .strictObject({
      id: id(),
      topicsLabel: copy('Topic links label', {}, { description: 'Read out by screen readers.' }),
      paginationLabel: copy('Pagination label', {}, { description: 'Read out by screen readers.' }),
    })
    .meta({ title: 'Article list' }),
  all: z
    .strictObject({
      label: copy(
        'Name',
        {},
        {
          description:
            'The list of every article: its tab on /help-center/, its link among the topics, and {topic} on its pages.',
        },
      ),
      first: helpTopicCopy(topic).meta({ title: 'First page' }),
      later: helpTopicCopy({ ...topic, ...page }).meta({ title: 'Later pages' }),
    })
    .meta({ title: 'Every article', description: '/help-center/topic/all/, then page/2/ and on.' }),
  topic: z
    .strictObject({
      first: helpTopicCopy(topic).meta({ title: 'First page' }),
      later: helpTopicCopy({ ...topic, ...page }).meta({ title: 'Later pages' }),
    })
    .meta({ title: 'One topic', description: '/help-center/topic/<topic>/, then page/2/ and on.' }),
});

// ---------------------------------------------------------------- job openings

const job = { title: 'the opening’s title' };
const closingDate = { closingDate: 'the last day to apply, e.g. 31 January 2027' };

/** content/templates/job-opening.yml: what every job opening's page says around the role. */
export const jobOpeningTemplateSchema = z.strictObject({
  meta: z
    .strictObject({
      title: copy('Title', job, { description: 'The page’s <title>.' }),
      closedTitle: copy('Title once closed', job),
      description: copy(
        'Description',
        { ...job, location: 'where it is', summary: 'the opening’s excerpt' },
        {
          multiline: true,
          description: 'The meta description; cut at a word to 170 characters.',
        },
      ),
    })
    .meta({ title: 'Title and description' }),
  details: z
    .strictObject({
      id: id(),
      apply: copy('Apply button', job, {
        description: 'Leads to the application form below.',
      }),
      closed: z.strictObject({ label: copy('Label', job), href: internalPathSchema }).meta({
        title: 'Once closed',
        description: 'The button instead, once the role closed (its card’s link too).',
      }),
    })
    .meta({
      title: 'The role',
      description:
        'The role and its Job Overview, from the opening in the Job openings collection.',
    }),
  card: z
    .strictObject({
      apply: copy('Apply link', job, {
        description:
          'On the opening’s card (/career/, other openings): leads to its application form. Once closed, the card links as the role’s Once closed button.',
      }),
      logoAlt: copy('Logo text', job, {
        description:
          'What the company logo on the opening’s banner says to screen readers; {{name}} is the company’s name.',
      }),
    })
    .meta({ title: 'Card', description: 'How each opening is shown in lists and on its banner.' }),
  application: z
    .strictObject({
      id: id(),
      eyebrow: copy('Eyebrow', job).optional(),
      title: copy('Title', job),
      lead: copy('Lead', { ...job, ...closingDate }, { multiline: true }),
      points: z.array(copy('Point', job)),
      tone: toneSchema,
    })
    .meta({
      title: 'Application form',
      description: 'Shown while the opening takes applications.',
    }),
  related: z
    .strictObject({
      id: id(),
      eyebrow: copy('Eyebrow', job).optional(),
      title: copy('Title', job),
      closedTitle: copy('Title once closed', job),
      lead: copy('Lead', job, { multiline: true }).optional(),
      tone: toneSchema,
    })
    .meta({ title: 'Other openings', description: 'Up to three, the same team first.' }),
});

// ---------------------------------------------------------------- campaign pages

const ended = {
  title: 'the campaign page’s title (its meta title)',
  endDate: 'the day it ended, e.g. 31 Mar 2027',
};

/**
 * content/templates/campaign-ended.yml: what a campaign page says once its `endsAt` has passed.
 * It stays at its address (ads and emails still link to it), noindex; its button is the campaign
 * file's `followUp`.
 */
export const campaignEndedTemplateSchema = z.strictObject({
  meta: z
    .strictObject({
      title: copy('Title', ended, { description: 'The page’s <title>.' }),
      description: copy('Description', ended, { multiline: true }),
    })
    .meta({ title: 'Title and description' }),
  notice: z
    .strictObject({
      eyebrow: copy('Eyebrow', ended),
      title: copy('Title', ended),
      lead: copy('Lead', ended, { multiline: true }),
      tone: z.enum(['light', 'dark']),
    })
    .meta({
      title: 'The notice',
      description:
        'The page shows only this, between its header and footer, with the campaign’s follow-up link as its button.',
    }),
});

/**
 * Every template: content/templates/<name>.yml, its schema, its name in the editor and where its
 * pages are (the editor's preview opens the first).
 */
export const templates = {
  'news-article': {
    label: 'News posts',
    paths: '/news/<post>/',
    preview: '/news/',
    schema: newsArticleTemplateSchema,
  },
  'news-listing': {
    label: 'News listings',
    paths: '/news/page/<n>/, /news/category/<category>/',
    preview: '/news/',
    schema: newsListingTemplateSchema,
  },
  'help-article': {
    label: 'Help articles',
    paths: '/help-center/<article>/',
    preview: '/help-center/',
    schema: helpArticleTemplateSchema,
  },
  'help-topic': {
    label: 'Help topics',
    paths: '/help-center/topic/<topic>/',
    preview: '/help-center/',
    schema: helpTopicTemplateSchema,
  },
  'job-opening': {
    label: 'Job openings',
    paths: '/career/<opening>/',
    preview: '/career/',
    schema: jobOpeningTemplateSchema,
  },
  'campaign-ended': {
    label: 'Ended campaigns',
    paths: '/campaigns/<campaign>/ after its endsAt',
    preview: '/campaigns/nidhi-gold-loan/',
    schema: campaignEndedTemplateSchema,
  },
} as const;

export type TemplateName = keyof typeof templates;
export type Template<N extends TemplateName> = z.output<(typeof templates)[N]['schema']>;
