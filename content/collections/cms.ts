// How the content editor (Decap CMS, /admin/) edits each collection: one field per front-matter
// field of content/collections/schema.ts, plus the Markdown body. tests/unit/cms-config.test.ts
// fails when a field differs between the two (name, required, type, allowed values).
import {
  authors,
  currencies,
  employmentTypes,
  helpTopics,
  newsCategories,
  workplaces,
} from '../shared/taxonomies';
import { careerOptionalSections, careerSections } from './schema';

export type CmsField = {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'datetime'
    | 'select'
    | 'number'
    | 'object'
    | 'image'
    | 'relation';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  fields?: CmsField[];
  default?: string;
  [setting: string]: unknown;
};

export type CmsCollection = {
  name: 'news' | 'careers' | 'help';
  label: string;
  label_singular: string;
  folder: `content/${'news' | 'careers' | 'help'}`;
  create: true;
  delete: true;
  extension: 'md';
  format: 'frontmatter';
  slug: string;
  preview_path: string;
  summary: string;
  /** The list's sort options; the one with `default_sort` is how it opens (newest first). */
  sortable_fields: (string | { field: string; default_sort: 'asc' | 'desc' })[];
  fields: CmsField[];
};

/** A calendar day, written as YYYY-MM-DD like the files the schema reads. */
const day = (name: string, label: string, hint?: string): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'DD MMM YYYY',
  time_format: false,
  picker_utc: true,
  ...(hint ? { hint } : {}),
});

const body = (hint: string, template?: string): CmsField => ({
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  hint,
  buttons: [
    'bold',
    'italic',
    'link',
    'heading-two',
    'heading-three',
    'quote',
    'bulleted-list',
    'numbered-list',
  ],
  editor_components: [],
  ...(template ? { default: template } : {}),
});

const excerpt = (hint: string): CmsField => ({
  name: 'excerpt',
  label: 'Excerpt',
  widget: 'text',
  hint,
});

export const cmsCollections: CmsCollection[] = [
  {
    name: 'news',
    label: 'News',
    label_singular: 'News post',
    folder: 'content/news',
    create: true,
    delete: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{slug}}',
    preview_path: 'news/{{slug}}/',
    summary: '{{title}} ({{date}})',
    sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'],
    fields: [
      { name: 'title', label: 'Title', widget: 'string', hint: '10 to 100 characters.' },
      day('date', 'Publication date'),
      {
        name: 'author',
        label: 'Author',
        widget: 'select',
        options: Object.entries(authors).map(([value, author]) => ({ label: author.name, value })),
      },
      {
        name: 'category',
        label: 'Category',
        widget: 'select',
        options: newsCategories.map((category) => ({
          label: category.label,
          value: category.slug,
        })),
      },
      excerpt(
        '60 to 170 characters: the card, the lead under the title and the search result text.',
      ),
      {
        name: 'image',
        label: 'Cover image',
        widget: 'image',
        required: false,
        hint: 'A 16:9 picture; without one the page draws the category artwork.',
      },
      {
        name: 'imageAlt',
        label: 'What the cover image shows',
        widget: 'string',
        required: false,
        hint: 'Needed with a cover image, for people who cannot see it.',
      },
      body('Start with a paragraph, then sections with "Heading 2". Raw HTML is shown as text.'),
    ],
  },
  {
    name: 'careers',
    label: 'Job openings',
    label_singular: 'Job opening',
    folder: 'content/careers',
    create: true,
    delete: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{slug}}',
    preview_path: 'career/{{slug}}/',
    summary: '{{title}}, {{location}} (apply by {{validThrough}})',
    sortable_fields: [{ field: 'datePosted', default_sort: 'desc' }, 'validThrough', 'title'],
    fields: [
      { name: 'title', label: 'Role', widget: 'string' },
      {
        name: 'team',
        label: 'Team',
        widget: 'string',
        hint: 'The badge on the card, e.g. Engineering.',
      },
      {
        name: 'employmentType',
        label: 'Employment type',
        widget: 'select',
        options: Object.entries(employmentTypes).map(([value, type]) => ({
          label: type.label,
          value,
        })),
      },
      {
        name: 'workplace',
        label: 'Workplace',
        widget: 'select',
        options: Object.entries(workplaces).map(([value, label]) => ({ label, value })),
      },
      {
        name: 'location',
        label: 'Location',
        widget: 'string',
        hint: 'As shown, e.g. Kochi, India.',
      },
      {
        name: 'country',
        label: 'Country code',
        widget: 'string',
        pattern: ['^[A-Z]{2}$', 'Two capital letters, e.g. IN or GB.'],
      },
      {
        name: 'experience',
        label: 'Experience',
        widget: 'string',
        hint: 'e.g. 3+ years in lending QA.',
      },
      {
        name: 'salary',
        label: 'Yearly salary',
        widget: 'object',
        fields: [
          {
            name: 'currency',
            label: 'Currency',
            widget: 'select',
            options: Object.keys(currencies).map((value) => ({ label: value, value })),
          },
          { name: 'min', label: 'From', widget: 'number', value_type: 'int', min: 1 },
          { name: 'max', label: 'To', widget: 'number', value_type: 'int', min: 1 },
        ],
      },
      {
        name: 'hoursPerWeek',
        label: 'Hours per week',
        widget: 'number',
        value_type: 'int',
        min: 1,
        max: 80,
      },
      {
        name: 'hourlyRate',
        label: 'Hourly rate',
        widget: 'object',
        required: false,
        hint: 'Only for a role paid by the hour, in the salary’s currency; leave empty and the page says it is paid a yearly salary.',
        fields: [
          { name: 'min', label: 'From', widget: 'number', value_type: 'float', min: 0 },
          { name: 'max', label: 'To', widget: 'number', value_type: 'float', min: 0 },
        ],
      },
      excerpt('60 to 170 characters: what the role does, under the title and in search results.'),
      day('datePosted', 'Posted on'),
      day('validThrough', 'Apply by', 'After this day the opening shows as closed.'),
      body(
        'Keep the three sections in this order and write every bullet (an empty one stops the build); Benefits may follow them. The page adds the application form.',
        [...careerSections, ...careerOptionalSections]
          .map((section) => `## ${section}\n\n- `)
          .join('\n\n'),
      ),
    ],
  },
  {
    name: 'help',
    label: 'Help articles',
    label_singular: 'Help article',
    folder: 'content/help',
    create: true,
    delete: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{slug}}',
    preview_path: 'help-center/{{slug}}/',
    summary: '{{title}} ({{topic}})',
    sortable_fields: [{ field: 'updated', default_sort: 'desc' }, 'title'],
    fields: [
      { name: 'title', label: 'Title', widget: 'string' },
      {
        name: 'topic',
        label: 'Topic',
        widget: 'select',
        options: helpTopics.map((topic) => ({ label: topic, value: topic })),
      },
      excerpt('40 to 170 characters: the line under the title in lists and search results.'),
      day('updated', 'Last reviewed'),
      {
        name: 'related',
        label: 'Related articles',
        widget: 'relation',
        collection: 'help',
        search_fields: ['title'],
        value_field: '{{slug}}',
        display_fields: ['title'],
        multiple: true,
        max: 6,
        required: false,
      },
      body('A numbered list becomes the steps search engines show. Raw HTML is shown as text.'),
    ],
  },
];
