// A category that grows past one page: publishing a 13th, then a 25th post in one category adds
// `/news/category/<c>/page/2/` and `/page/3/` with the right posts, and the route map, the
// category's page file, the sitemap and the speculation rules follow (the build used to throw).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { contentCopyForTests } from './content-copy';
import { articlesIn } from '@/content/load/news-posts';
import { newsCategoryPage } from '@/content/generated/news-pages';
import { routes } from '@/content/routes';
import sitemap from '@/app/sitemap';
import { prerenderPatterns } from '@/lib/from-content/speculation';
import * as categoryPage from '@/app/(site)/news/category/[category]/[[...page]]/page';
import { SectionStack } from '@/components/layout/SectionStack';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

/** A generated news post in `category`, dated `day` days into 2031 (later = newer). */
function post(day: number, category: string): [string, string] {
  const date = new Date(Date.UTC(2031, 0, day)).toISOString().slice(0, 10);
  return [
    `generated-post-${String(day).padStart(3, '0')}.md`,
    [
      '---',
      `title: Generated post number ${day} for the pagination test`,
      `date: ${date}`,
      'author: meera',
      `category: ${category}`,
      'excerpt: A post the pagination test writes into a copy of content/ to fill a category past one page of twelve.',
      '---',
      '',
      `Body of generated post ${day}.`,
      '',
    ].join('\n'),
  ];
}

/** For a describe block: a copy of content/ with `count` generated marketing posts, read by its tests. */
function publish(count: number) {
  contentCopyForTests((dir) => {
    for (let day = 1; day <= count; day++) {
      const [name, text] = post(day, 'marketing');
      writeFileSync(path.join(dir, 'news', name), text);
    }
  });
}

function hrefsOn(page: number): string[] {
  const section = newsCategoryPage('marketing', page).sections.find((s) => s.type === 'newsList');
  if (section?.type !== 'newsList') throw new Error('no news list');
  return section.articles.map((article) => article.href);
}

describe.each([
  // Four real marketing posts + 9 generated = 13; + 21 generated = 25.
  { generated: 9, total: 13, pages: 2 },
  { generated: 21, total: 25, pages: 3 },
])('a category with $total posts', ({ generated, total, pages }) => {
  publish(generated);
  const marketingHrefs = () => articlesIn('marketing').map((article) => article.href);

  it('holds every post, newest first, 12 a page, on pages 1 to n', () => {
    const marketing = marketingHrefs();
    expect(marketing).toHaveLength(total);
    // The newest generated post leads; the real posts (2024) come last.
    expect(marketing[0]).toBe(`/news/generated-post-${String(generated).padStart(3, '0')}/`);
    for (let page = 1; page <= pages; page++) {
      expect(hrefsOn(page)).toEqual(marketing.slice((page - 1) * 12, page * 12));
    }
    expect(() => newsCategoryPage('marketing', pages + 1)).toThrow(/No Marketing news page/);
  });

  it('exports each page from the category folder, page 1 at the category’s own URL', async () => {
    const params = categoryPage.generateStaticParams().filter((p) => p.category === 'marketing');
    expect(params).toEqual([
      { category: 'marketing', page: [] },
      ...Array.from({ length: pages - 1 }, (_, i) => ({
        category: 'marketing',
        page: ['page', String(i + 2)],
      })),
    ]);
    // Categories that did not grow keep one page.
    expect(categoryPage.generateStaticParams().filter((p) => p.category === 'sales')).toEqual([
      { category: 'sales', page: [] },
    ]);
    const last = `/news/category/marketing/page/${pages}/`;
    const metadata = await categoryPage.generateMetadata({
      params: Promise.resolve({ category: 'marketing', page: ['page', String(pages)] }),
    });
    expect(metadata.alternates?.canonical).toBe(`https://www.finorbit.in${last}`);
    expect(metadata.title).toBe(`Marketing news, page ${pages} of ${pages}`);
  });

  it('lists the later pages in the route map and the sitemap; the speculation rules cover them', () => {
    const later = Array.from(
      { length: pages - 1 },
      (_, i) => `/news/category/marketing/page/${i + 2}/`,
    );
    const paths = routes().map((route) => route.path);
    const urls = sitemap().map((entry) => entry.url);
    for (const path of later) {
      expect(paths).toContain(path);
      expect(urls).toContain(`https://www.finorbit.in${path}`);
    }
    expect(prerenderPatterns()).toContain('/news/*');
  });

  it('renders the last page: its posts, its page current, Previous with rel=prev', () => {
    const content = newsCategoryPage('marketing', pages);
    render(<SectionStack company={company} sections={content.sections} />);
    const list = screen.getByRole('region', { name: new RegExp(`page ${pages} of ${pages}`) });
    const hrefs = within(list)
      .getAllByRole('article')
      .map((card) => within(card).getAllByRole('link')[0]!.getAttribute('href'));
    expect(hrefs).toEqual(marketingHrefs().slice((pages - 1) * 12));
    const nav = within(list).getByRole('navigation', { name: 'News pages' });
    expect(within(nav).getByRole('link', { name: `Page ${pages}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = within(nav).getByRole('link', { name: /Previous/ });
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(previous).toHaveAttribute(
      'href',
      pages === 2 ? '/news/category/marketing/' : `/news/category/marketing/page/${pages - 1}/`,
    );
  });
});
