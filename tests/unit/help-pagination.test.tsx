// A help topic that grows past what one tab shows: publishing a 13th, then a 25th article on one
// topic keeps /help-center/ at 12 articles a tab, each with a link to the topic's own pages, and
// adds `/help-center/topic/<topic>/page/2/` and `/page/3/` with the right articles; the route map,
// the page files, the sitemap and the speculation rules follow. Listings with many pages link to
// the first, the last and the pages around the current one.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { pagination, shownPages } from '@/content/generated/pagination';
import { Pagination } from '@/components/ui/Pagination';
import { SectionStack } from '@/components/layout/SectionStack';
import * as help from '@/content/load/help-articles';
import * as pages from '@/content/generated/help-pages';
import * as routeMap from '@/content/routes';
import sitemap from '@/app/sitemap';
import * as speculation from '@/lib/from-content/speculation';
import * as search from '@/lib/from-content/search-pages';
import * as topicPage from '@/app/(site)/help-center/topic/[topic]/[[...page]]/page';
import { contentCopyForTests } from './content-copy';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const TOPIC = 'Legal Support';
const SLUG = 'legal-support';

/** A generated help article on TOPIC; its title sorts after the real ones ("Zz"). */
function article(n: number): [string, string] {
  const id = String(n).padStart(3, '0');
  return [
    `generated-article-${id}.md`,
    [
      '---',
      `title: Zz generated article ${id} for the pagination test`,
      `topic: ${TOPIC}`,
      'excerpt: An article the pagination test writes into a copy of content/ to fill one topic past one page.',
      'updated: 2031-01-01',
      '---',
      '',
      `Body of generated article ${n}.`,
      '',
    ].join('\n'),
  ];
}

const modules = { help, pages, routeMap, speculation, search, page: topicPage };

/**
 * For a describe block: a copy of content/ with `count` generated articles on TOPIC, which the
 * loaders read while its tests run; the modules its tests call, and the sitemap.
 */
function publish(count: number) {
  contentCopyForTests((dir) => {
    for (let n = 1; n <= count; n++) {
      const [name, text] = article(n);
      writeFileSync(path.join(dir, 'help', name), text);
    }
  });
  return {
    ...modules,
    get sitemap() {
      return sitemap();
    },
  };
}

type Loaded = ReturnType<typeof publish>;

function hrefsOn(loaded: Loaded, page: number): string[] {
  const section = loaded.pages
    .helpTopicPage(SLUG, page)
    .sections.find((s) => s.type === 'helpList');
  if (section?.type !== 'helpList') throw new Error('no help list');
  return section.articles.map((entry) => entry.href);
}

const real = help.articlesIn(TOPIC).length;

describe.each([
  { total: 13, pages: 2 },
  { total: 25, pages: 3 },
])('a help topic with $total articles', ({ total, pages }) => {
  const loaded = publish(total - real);
  let onTopic: string[] = [];
  beforeAll(() => {
    onTopic = loaded.help.articlesIn(TOPIC).map((entry) => entry.href);
  });

  it('holds every article, by title, 12 a page, on pages 1 to n', () => {
    expect(onTopic).toHaveLength(total);
    expect(onTopic.at(-1)).toMatch(/^\/help-center\/generated-article-\d{3}\/$/);
    for (let page = 1; page <= pages; page++) {
      expect(hrefsOn(loaded, page)).toEqual(onTopic.slice((page - 1) * 12, page * 12));
    }
    expect(() => loaded.pages.helpTopicPage(SLUG, pages + 1)).toThrow(/No Legal Support help page/);
  });

  it('keeps the help center at 12 articles a tab, with a link to the topic’s pages', () => {
    const section = loaded.pages.helpCenterPage().sections.find((s) => s.type === 'helpTopics');
    if (section?.type !== 'helpTopics') throw new Error('no help topics');
    const tab = section.topics.find((topic) => topic.label === TOPIC)!;
    expect(tab.articles.map((entry) => entry.href)).toEqual(onTopic.slice(0, 12));
    expect(tab.more).toEqual({
      label: `See all ${total} articles on ${TOPIC}`,
      href: `/help-center/topic/${SLUG}/`,
      total,
    });
    for (const topic of section.topics) expect(topic.articles.length).toBeLessThanOrEqual(12);
  });

  it('exports each page from the topic folder, page 1 at the topic’s own URL', async () => {
    const params = loaded.page.generateStaticParams().filter((p) => p.topic === SLUG);
    expect(params).toEqual([
      { topic: SLUG, page: [] },
      ...Array.from({ length: pages - 1 }, (_, i) => ({
        topic: SLUG,
        page: ['page', String(i + 2)],
      })),
    ]);
    const last = `/help-center/topic/${SLUG}/page/${pages}/`;
    const metadata = await loaded.page.generateMetadata({
      params: Promise.resolve({ topic: SLUG, page: ['page', String(pages)] }),
    });
    expect(metadata.alternates?.canonical).toBe(`https://www.finorbit.in${last}`);
    expect(metadata.title).toBe(`${TOPIC} help articles, page ${pages} of ${pages}`);
  });

  it('lists the pages in the route map and the sitemap, prerenders them, and leaves them out of the search', () => {
    const all = Array.from({ length: pages }, (_, i) =>
      i === 0 ? `/help-center/topic/${SLUG}/` : `/help-center/topic/${SLUG}/page/${i + 1}/`,
    );
    const paths = loaded.routeMap.routes().map((route) => route.path);
    const urls = loaded.sitemap.map((entry) => entry.url);
    for (const path of all) {
      expect(paths).toContain(path);
      expect(urls).toContain(`https://www.finorbit.in${path}`);
      expect(loaded.search.searchKindOf(path)).toBeUndefined();
    }
    expect(loaded.speculation.prerenderPatterns()).toContain('/help-center/*');
  });

  it('renders the last page: its articles, its page current, Previous with rel=prev', () => {
    const content = loaded.pages.helpTopicPage(SLUG, pages);
    render(<SectionStack company={company} sections={content.sections} />);
    const list = screen.getByRole('region', { name: new RegExp(`page ${pages} of ${pages}`) });
    const topics = within(list).getByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByRole('link', { name: TOPIC })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const articles = within(list)
      .getAllByRole('listitem')
      .flatMap((item) => within(item).queryAllByRole('link'))
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/help-center/') && !href.includes('/topic/'));
    expect(articles).toEqual(onTopic.slice((pages - 1) * 12));
    const nav = within(list).getByRole('navigation', { name: 'Help topic pages' });
    expect(within(nav).getByRole('link', { name: `Page ${pages}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = within(nav).getByRole('link', { name: /Previous/ });
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(previous).toHaveAttribute(
      'href',
      pages === 2 ? `/help-center/topic/${SLUG}/` : `/help-center/topic/${SLUG}/page/${pages - 1}/`,
    );
  });
});

describe('a listing of many pages', () => {
  it('lists every page up to seven, then the first, the last and the pages around the current one', () => {
    expect(shownPages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(shownPages(1, 84)).toEqual([1, 2, 84]);
    expect(shownPages(3, 84)).toEqual([1, 2, 3, 4, 84]);
    expect(shownPages(40, 84)).toEqual([1, 39, 40, 41, 84]);
    expect(shownPages(84, 84)).toEqual([1, 83, 84]);
  });

  it('draws a gap between numbers that do not follow each other, in a news listing of 84 pages', () => {
    render(
      <Pagination
        {...pagination('News pages', 40, 84, (n) => (n === 1 ? '/news/' : `/news/page/${n}/`))}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', 'Page 1', 'Page 39', 'Page 40', 'Page 41', 'Page 84', 'Next']);
    expect(nav.textContent).toMatch(/Page 1…Page 39Page 40Page 41…Page 84/);
    expect(within(nav).getByRole('link', { name: 'Page 40' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
