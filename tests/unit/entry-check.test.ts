/**
 * @jest-environment node
 */
// One verdict from the editor to the build: a corpus of broken entries, at least one per rule,
// each read by the build's loader from a file (content/load/) and saved in the editor (lib/editor-
// checks.ts' preSave over components/editor/save-check.ts, with the preview data the build writes
// for /admin/). Both run the entry check (content/check/entry.ts); a rule added to one side only
// gives the two different words, which fails here. A good entry passes both.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import matter from 'gray-matter';
import {
  markdownCollections,
  refusedEntry,
  type EntryKind,
  type EntryProblem,
} from '@/content/check/entry';
import { loadCollection } from '@/content/load/markdown-collection';
import { loadEntryFile } from '@/content/load/data-file';
import { resolverIn } from '@/content/load/resolver';
import { currentSource } from '@/content/load/content-source';
import { ContentError } from '@/content/schema/errors';
import { previewData } from '@/scripts/editor-preview-data';
import {
  checkEntriesWith,
  preSave,
  refusal,
  type EntryData,
} from '@/components/editor/editor-checks';
import { saveCheck } from '@/components/editor/save-check';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A Markdown file of the repository as front matter and body, to break one thing of. */
function markdownOf(file: string): { data: Record<string, unknown>; body: string } {
  const parsed = matter(read(file), { engines: { yaml: (text) => parse(text) } });
  return { data: { ...parsed.data }, body: parsed.content };
}

const news = markdownOf('content/news/accessible-passbook-app.md');
const opening = markdownOf('content/careers/qa-engineer-lending.md');
const campaign = parse(read('content/campaigns/nidhi-gold-loan.yml')) as Record<string, unknown>;
const page = parse(read('content/pages/home-four.yml')) as Record<string, unknown>;
const webinar = markdownOf('content/events/co-lending-with-banks-webinar.md');

type Case = {
  rule: string;
  kind: EntryKind;
  slug: string;
  /** A Markdown entry's front matter and body, or a YAML entry's data. */
  data: Record<string, unknown>;
  body?: string;
  /** Words the problem must carry (the field, and the gist). */
  expect: RegExp;
};

const { publishAt: _p, ...dated } = news.data;
void _p;

const corpus: Case[] = [
  {
    rule: 'a cover without its alt text',
    kind: 'news',
    slug: 'cover-no-alt',
    data: { ...dated, image: '/images/illustrations/desktop-branch-app.svg', imageAlt: '' },
    body: news.body,
    expect: /"imageAlt": is required when there is an image/,
  },
  {
    rule: 'a cover whose file does not exist',
    kind: 'news',
    slug: 'cover-missing-file',
    data: { ...dated, image: '/images/no-such-drawing.svg', imageAlt: 'A branch opening in Kochi' },
    body: news.body,
    expect: /"image": no file public\/images\/no-such-drawing\.svg/,
  },
  {
    rule: 'a day that does not exist',
    kind: 'news',
    slug: 'bad-date',
    data: { ...dated, date: '2027-02-30' },
    body: news.body,
    expect: /"date": /,
  },
  {
    rule: 'both a date and a Publish at',
    kind: 'news',
    slug: 'date-and-publish-at',
    data: { ...dated, date: '2026-11-02', publishAt: '2026-12-01T09:00' },
    body: news.body,
    expect: /"date": must be empty when publishAt is set/,
  },
  {
    rule: 'neither a date nor a Publish at',
    kind: 'news',
    slug: 'no-day',
    data: Object.fromEntries(Object.entries(dated).filter(([key]) => key !== 'date')),
    body: news.body,
    expect: /"date": is required \(or set publishAt\)/,
  },
  {
    rule: 'an empty body',
    kind: 'news',
    slug: 'empty-body',
    data: dated,
    body: '\n',
    expect: /"body": is empty/,
  },
  {
    rule: 'an opening’s sections out of order',
    kind: 'careers',
    slug: 'sections-out-of-order',
    data: opening.data,
    body: opening.body.replace('## Job Responsibilities', '## Job Duties'),
    expect: /"body": needs the sections "## Job Responsibilities"/,
  },
  {
    rule: 'an empty list item',
    kind: 'careers',
    slug: 'empty-bullet',
    data: opening.data,
    body: opening.body.replace('## Job Requirements\n', '## Job Requirements\n\n- \n'),
    expect: /"body": has an empty list item/,
  },
  {
    rule: 'a related article that does not exist',
    kind: 'help',
    slug: 'related-unknown',
    data: {
      ...markdownOf('content/help/ckyc-upload.md').data,
      related: ['no-such-article'],
    },
    body: markdownOf('content/help/ckyc-upload.md').body,
    expect: /"related": names "no-such-article"/,
  },
  {
    rule: 'an event that ends before it starts',
    kind: 'events',
    slug: 'ends-before-start',
    data: { ...webinar.data, end: '2026-12-10 14:30', registrationClosesAt: '2026-12-10 14:00' },
    body: webinar.body,
    expect: /"end": /,
  },
  {
    rule: 'an unknown shared key',
    kind: 'pages',
    slug: 'home-four',
    data: {
      ...page,
      sections: (page.sections as Record<string, unknown>[]).map((section) =>
        section.type === 'faq' ? { ...section, items: ['no-such-question'] } : section,
      ),
    },
    expect: /unknown faqs key "no-such-question"/,
  },
  {
    rule: 'a campaign end without its follow-up page',
    kind: 'campaigns',
    slug: 'ends-without-follow-up',
    data: (() => {
      const { followUp: _f, ...rest } = campaign;
      void _f;
      return { ...rest, startsAt: '2026-11-01T09:00', endsAt: '2026-12-31T23:59' };
    })(),
    expect: /"followUp": is required with endsAt/,
  },
  {
    rule: 'a campaign that ends before it starts',
    kind: 'campaigns',
    slug: 'ends-before-start',
    data: {
      ...campaign,
      startsAt: '2026-12-01T09:00',
      endsAt: '2026-11-01T09:00',
      followUp: { label: 'See our gold loan software', href: '/products/' },
    },
    expect: /"endsAt": must be after startsAt/,
  },
  {
    rule: 'an image field without its alt text',
    kind: 'campaigns',
    slug: 'hero-no-alt',
    data: {
      ...campaign,
      sections: (campaign.sections as Record<string, unknown>[]).map((section, index) =>
        index === 0
          ? { ...section, image: { ...(section.image as object), alt: undefined } }
          : section,
      ),
    },
    expect: /"sections\.0\.image\.alt": /,
  },
  {
    rule: 'a field the kind does not have',
    kind: 'faqs',
    slug: 'unknown-field',
    data: { question: 'What does the platform cost?', answer: 'It depends.', colour: 'red' },
    expect: /"\(file\) colour": /,
  },
];

const data = JSON.parse(JSON.stringify(previewData()));
const check = saveCheck(data);

/** The problems of a loader's ContentError, as the build printed them. */
function loaderVerdict(testCase: Case): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'entry-check-'));
  const markdown = (markdownCollections as readonly string[]).includes(testCase.kind);
  const folder = path.join(dir, testCase.kind === 'pages' ? 'pages' : testCase.kind);
  mkdirSync(folder, { recursive: true });
  try {
    if (markdown) {
      // The help folder's other articles, which `related` may name.
      if (testCase.kind === 'help')
        for (const { slug: name } of data.published.help as { slug: string }[])
          writeFileSync(path.join(folder, `${name}.md`), read(`content/help/${name}.md`));
      const file = path.join(folder, `${testCase.slug}.md`);
      writeFileSync(file, matter.stringify(testCase.body ?? '', testCase.data));
      loadCollection(testCase.kind as 'news', dir);
    } else {
      const file = path.join(folder, `${testCase.slug}.yml`);
      writeFileSync(file, stringify(testCase.data));
      const source = currentSource();
      loadEntryFile(source, testCase.kind, file, resolverIn(source));
    }
    return undefined;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message.slice(error.message.indexOf('\n') + 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An entry as Decap hands it to preSave (Immutable.js, only what is used). */
function decapEntry(collection: string, slug: string, values: Record<string, unknown>) {
  const dataOf = (plain: Record<string, unknown>): EntryData => ({
    delete: (key) => dataOf(Object.fromEntries(Object.entries(plain).filter(([k]) => k !== key))),
    toJS: () => structuredClone(plain),
  });
  return {
    get: ((key: string) =>
      key === 'collection' ? collection : key === 'slug' ? slug : dataOf(values)) as never,
  };
}

const lines = (problems: EntryProblem[]) =>
  refusedEntry('', 'news', problems).slice(refusedEntry('', 'news', []).length);

describe('a broken entry: the build’s loader and the editor’s Save give one verdict', () => {
  afterAll(() => checkEntriesWith(undefined));

  it.each(corpus.map((each) => [each.rule, each] as const))('%s', (_rule, testCase) => {
    const fromLoader = loaderVerdict(testCase);
    const values =
      testCase.body === undefined ? testCase.data : { ...testCase.data, body: testCase.body };
    const problems = check(testCase.kind, testCase.slug, values) ?? [];
    // The build refuses it, saying why.
    expect(fromLoader).toMatch(testCase.expect);
    // The editor refuses it with the same problems, word for word.
    expect(lines(problems)).toBe(fromLoader);
    // And Save, as Decap calls it, refuses with those words.
    checkEntriesWith(check);
    const save = preSave({});
    expect(() => save({ entry: decapEntry(testCase.kind, testCase.slug, values) })).toThrow(
      refusal(problems),
    );
  });

  it('a good entry passes both', () => {
    const good = corpus[0]!;
    const values = { ...dated, body: news.body };
    expect(loaderVerdict({ ...good, data: dated, body: news.body })).toBeUndefined();
    expect(check('news', 'good-post', values)).toEqual([]);
    checkEntriesWith(check);
    expect(() => preSave({})({ entry: decapEntry('news', 'good-post', values) })).not.toThrow();
  });

  it('covers at least one entry per rule of the check', () => {
    expect(new Set(corpus.map((each) => each.kind))).toEqual(
      new Set(['news', 'careers', 'help', 'events', 'pages', 'campaigns', 'faqs']),
    );
  });
});
