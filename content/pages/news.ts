// The news listing pages, generated from content/load/news-posts.ts: `/news/` and its later pages,
// and one page per category. Chips link to the category pages, so filtering needs no JavaScript.
import type { ArticleSummary, NewsListSection, PageContent } from '../types';
import { pageOf, pagination } from '../generated/pagination';
import {
  articles,
  articlesIn,
  newsCategories,
  newsCategoryPagePath,
  newsPagePath,
  NEWS_FEATURED,
  NEWS_PAGE_SIZE,
  type NewsCategorySlug,
} from '../load/news-posts';

const header = {
  type: 'pageHeader',
  eyebrow: 'News',
  title: 'News and insights for India’s lenders',
  lead: 'Product releases, customer stories and research on core banking, digital lending and microfinance, from the people who build Finorbit.',
  tone: 'soft',
} as const;

function filters(current: NewsCategorySlug | 'all'): NewsListSection['filters'] {
  return {
    label: 'Article categories',
    links: [
      { label: 'All articles', href: '/news/', current: current === 'all' },
      ...newsCategories.map((category) => ({
        label: category.label,
        href: newsCategoryPagePath(category.slug, 1),
        current: category.slug === current,
      })),
    ],
  };
}

function listing(
  list: ArticleSummary[],
  title: string,
  current: NewsCategorySlug | 'all',
  extra?: Partial<NewsListSection>,
): NewsListSection {
  return {
    type: 'newsList',
    id: 'articles',
    title,
    filters: filters(current),
    articles: list,
    featured: Math.min(NEWS_FEATURED, list.length),
    ...extra,
  };
}

/** Page `page` (1-based) of all articles. */
export function newsListPage(page: number): PageContent {
  const { slice, count } = pageOf(articles, page, NEWS_PAGE_SIZE, 'news');
  return {
    meta: {
      title: page === 1 ? 'News' : `News, page ${page} of ${count}`,
      description:
        page === 1
          ? 'News from Finorbit: product releases, customer stories and research on core banking, digital lending and microfinance for India’s lenders.'
          : `Older articles from Finorbit, page ${page} of ${count}: customer stories, product design, engineering and research for India’s lenders.`,
    },
    sections: [
      { ...header, ...(page > 1 ? { eyebrow: `News, page ${page} of ${count}` } : {}) },
      listing(slice, page === 1 ? 'Latest articles' : `Articles, page ${page} of ${count}`, 'all', {
        pagination: pagination('News pages', page, count, newsPagePath),
      }),
    ],
  };
}

/** Page `page` (1-based) of one category's articles; page 1 is the category's own URL. */
export function newsCategoryPage(slug: NewsCategorySlug, page = 1): PageContent {
  const category = newsCategories.find((c) => c.slug === slug);
  if (!category) throw new Error(`No news category ${slug}`);
  const list = articlesIn(slug);
  const { slice, count } = pageOf(list, page, NEWS_PAGE_SIZE, `${category.label} news`);
  const of = page > 1 ? `, page ${page} of ${count}` : '';
  return {
    meta: {
      title: `${category.label} news${of}`,
      description:
        page === 1
          ? `${category.label} articles from Finorbit for small finance banks, NBFCs, Nidhi companies, cooperative societies and MFIs.`
          : `Older ${category.label.toLowerCase()} articles from Finorbit, page ${page} of ${count}, for India’s lenders.`,
    },
    sections: [
      { ...header, eyebrow: `News: ${category.label}${of}` },
      listing(
        slice,
        `${category.label} articles (${list.length})${of}`,
        slug,
        count > 1
          ? {
              pagination: pagination('News pages', page, count, (n) =>
                newsCategoryPagePath(slug, n),
              ),
            }
          : undefined,
      ),
    ],
  };
}
