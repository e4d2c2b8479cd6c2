/**
 * @jest-environment node
 */
// The content editor's preview (components/editor/) makes of each entry what the build makes of its
// file: every page file and campaign page, parsed in the browser's way (the preview data as JSON,
// the entry as Decap holds it), is the page the build renders, and its main landmark renders to the
// same markup. What the build refuses, the preview says, naming the field.
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { previewData } from '@/scripts/editor-preview-data';
import { previewContext } from '@/components/editor/preview-context';
import { campaignPreview, languagesOf, pageFilePreview } from '@/components/editor/entry-pages';
import { sharedItemPreview } from '@/components/editor/shared-previews';
import { itemPreview } from '@/components/editor/item-previews';
import { readFrontMatter } from '@/content/load/markdown-collection';
import { newsArticlePage } from '@/content/generated/news-pages';
import { helpArticlePage } from '@/content/generated/help-pages';
import { jobOpeningPage } from '@/content/generated/career-pages';
import { pageMarkup } from '@/components/editor/EntryPreview';
import type { PreviewData } from '@/components/editor/preview-data';
import { sharedKinds, type SharedKind } from '@/content/schema/shared-kinds';
import { pageContent, collectionItems } from '@/content/routes';
import { pageFileNames } from '@/content/load/page-list';
import { companyFacts } from '@/content/load/company-facts';
import { ContentPage } from '@/components/layout/ContentPage';
import { withContentCopy } from './content-copy';

const company = companyFacts();

const read = (file: string) =>
  parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as Record<string, unknown>;

/** The preview data as the editor fetches it: JSON. */
const data = JSON.parse(JSON.stringify(previewData())) as PreviewData;

/** The main landmark of rendered markup, its search attributes aside (the preview has none). */
const mainOf = (html: string) =>
  /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!.replace(/ data-pagefind-[a-z]+="[^"]*"/g, '');

describe('the editor’s preview is the built page', () => {
  it.each(pageFileNames())('page file %s', (name) => {
    const raw = read(`content/pages/${name}.yml`);
    const entry = pageFilePreview(raw, name, data, previewContext(data));
    expect(entry.issues).toEqual([]);
    const built = pageContent(name);
    expect(entry.page).toEqual(built);
    if (!entry.path || name === 'not-found') return;
    const site = renderToStaticMarkup(
      <ContentPage
        page={built}
        path={entry.path}
        company={company}
        languages={languagesOf(entry)}
      />,
    );
    expect(mainOf(pageMarkup(entry, previewContext(data).company))).toBe(mainOf(site));
  });

  const campaigns = readdirSync('content/campaigns')
    .filter((file) => file.endsWith('.yml'))
    .map((file) => file.slice(0, -4));
  it.each(campaigns)('campaign page %s', (slug) => {
    const raw = read(`content/campaigns/${slug}.yml`);
    const entry = campaignPreview(raw, slug, data, previewContext(data));
    expect(entry.issues).toEqual([]);
    const built = collectionItems('/campaigns/[slug]/').find((item) => item.path === entry.path);
    // An ended campaign's page is its notice; the preview shows the page the file writes.
    if (built && !built.notice) expect(entry.page).toEqual(built.content());
  });
});

/** A Markdown file's front matter and body as the editor holds them. */
function itemEntry(folder: string, slug: string) {
  const file = path.join(process.cwd(), 'content', folder, `${slug}.md`);
  const { data: front, content } = readFrontMatter(file, file);
  return { ...front, body: content };
}

describe('the editor’s preview of a collection item is its built page', () => {
  const slugs = (folder: string) =>
    readdirSync(path.join('content', folder))
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(0, -3));
  const cases: [string, string, (slug: string) => ReturnType<typeof newsArticlePage>][] = [
    ['news', 'news', newsArticlePage],
    ['help', 'help', helpArticlePage],
    ['careers', 'careers', jobOpeningPage],
    // A described collection's item (content/collections/): the event page the route map holds.
    [
      'events',
      'events',
      (slug) =>
        collectionItems('/events/[slug]/')
          .find((item) => item.params.slug === slug)!
          .content(),
    ],
  ];
  it.each(cases)('%s: every file’s page', (collection, folder, built) => {
    for (const slug of slugs(folder)) {
      const entry = itemPreview(
        collection,
        itemEntry(folder, slug),
        slug,
        data,
        previewContext(data),
      );
      expect(entry.issues).toEqual([]);
      expect(entry.page).toEqual(built(slug));
    }
  });

  it('a post without its body says what the build says', () => {
    const slug = slugs('news')[0]!;
    const entry = itemPreview(
      'news',
      { ...itemEntry('news', slug), body: '  ' },
      slug,
      data,
      previewContext(data),
    );
    expect(entry.issues).toEqual([
      { path: 'body', message: 'is empty: write the text below the fields' },
    ]);
  });
});

describe('the build’s messages, before saving', () => {
  const home = read('content/pages/home-ten.yml');
  const sections = home.sections as Record<string, unknown>[];
  const faq = sections.findIndex((section) => section.type === 'faq');

  it('names an unknown shared key, with its field', () => {
    const broken = structuredClone(home);
    (broken.sections as { items?: string[] }[])[faq]!.items = ['no-such-question'];
    const entry = pageFilePreview(broken, 'home-ten', data, previewContext(data));
    expect(entry.page).toBeUndefined();
    expect(entry.issues).toEqual([
      {
        path: `sections.${faq}.items.0`,
        message: 'names "no-such-question", which is none of the FAQ items',
      },
    ]);
  });

  it('names an image without alt text', () => {
    const broken = structuredClone(home);
    const hero = (broken.sections as { type: string; image?: { alt?: string } }[]).findIndex(
      (section) => section.image,
    );
    delete (broken.sections as { image: { alt?: string } }[])[hero]!.image.alt;
    const entry = pageFilePreview(broken, 'home-ten', data, previewContext(data));
    expect(entry.issues).toEqual([expect.objectContaining({ path: `sections.${hero}.image.alt` })]);
  });

  it('takes a shared item as the editor holds it over the preview data', () => {
    const key = (sections[faq] as { items: string[] }).items[0]!;
    const edited = { ...(data.shared.faqs[key] as object), question: 'Edited in the editor?' };
    const context = previewContext(data, { shared: { faqs: { [key]: edited } } });
    const entry = pageFilePreview(home, 'home-ten', data, context);
    expect(pageMarkup(entry, context.company)).toContain('Edited in the editor?');
  });

  it('previews a shared item in the block it appears in', () => {
    const key = Object.keys(data.shared.faqs)[0]!;
    const entry = sharedItemPreview('faqs', key, data, previewContext(data));
    expect(entry.issues).toEqual([]);
    expect(entry.page!.sections).toHaveLength(1);
    expect(entry.page!.sections[0]).toMatchObject({ type: 'faq', items: [data.shared.faqs[key]] });
  });
});

describe('a shared item previews in a block of its kind', () => {
  it('every kind has one, found from the section schemas’ references (no kind falls back)', () => {
    expect(Object.keys(data.sharedBlocks).sort()).toEqual(Object.keys(sharedKinds).sort());
    for (const [kind, block] of Object.entries(data.sharedBlocks)) {
      const key = Object.keys(data.shared[kind as SharedKind])[0]!;
      const entry = sharedItemPreview(kind as SharedKind, key, data, previewContext(data));
      expect({ kind, issues: entry.issues }).toEqual({ kind, issues: [] });
      expect(entry.page?.sections).toHaveLength(1);
      expect(entry.path).toBe(block!.path);
    }
  });
});

describe('the preview data the build publishes under /admin/', () => {
  it('names nothing scheduled: no slug, no title of a post, article, opening or campaign to come', () => {
    const fixtures = path.join(__dirname, 'fixtures', 'schedule');
    const written = withContentCopy(
      (dir) => cpSync(fixtures, dir, { recursive: true }),
      () => JSON.stringify(previewData()),
    );
    const scheduled = readdirSync(fixtures, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('ended-'))
      .flatMap((entry) => {
        const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
        const title = /^title: (.+)$/m.exec(text)?.[1];
        return [entry.name.replace(/\.(md|yml)$/, ''), ...(title ? [title] : [])];
      });
    expect(scheduled.length).toBeGreaterThanOrEqual(5);
    expect(scheduled.filter((words) => written.includes(words))).toEqual([]);
  });
});
