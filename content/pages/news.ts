// The news listing pages, generated from content/shared/articles.ts: `/news/` and its later pages,
// and one page per category. Chips link to the category pages, so filtering needs no JavaScript.
import type { ArticleSummary, NewsListSection, PageContent, Pagination } from '../types';
import {
  articles,
  articlesIn,
  newsCategories,
  newsCategoryPath,
  newsPageCount,
  newsPagePath,
  NEWS_FEATURED,
  NEWS_PAGE_SIZE,
  type NewsCategorySlug,
} from '../shared/articles';

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
        href: newsCategoryPath(category.slug),
        current: category.slug === current,
      })),
    ],
  };
}

function pagination(page: number, count: number): Pagination {
  return {
    label: 'News pages',
    previous: page > 1 ? newsPagePath(page - 1) : undefined,
    next: page < count ? newsPagePath(page + 1) : undefined,
    pages: Array.from({ length: count }, (_, i) => ({
      label: String(i + 1),
      href: newsPagePath(i + 1),
      current: i + 1 === page,
    })),
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
  const count = newsPageCount();
  if (!Number.isInteger(page) || page < 1 || page > count) {
    throw new Error(`No news page ${page}`);
  }
  const slice = articles.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
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
        pagination: pagination(page, count),
      }),
    ],
  };
}

/** Every article of one category on one page. */
export function newsCategoryPage(slug: NewsCategorySlug): PageContent {
  const category = newsCategories.find((c) => c.slug === slug);
  if (!category) throw new Error(`No news category ${slug}`);
  const list = articlesIn(slug);
  if (list.length > NEWS_PAGE_SIZE) {
    // One page per category keeps the route list small; add category pagination before this grows.
    throw new Error(`${category.label} has ${list.length} articles, more than one page`);
  }
  return {
    meta: {
      title: `${category.label} news`,
      description: `${category.label} articles from Finorbit for small finance banks, NBFCs, Nidhi companies, cooperative societies and MFIs.`,
    },
    sections: [
      { ...header, eyebrow: `News: ${category.label}` },
      listing(list, `${category.label} articles (${list.length})`, slug),
    ],
  };
}
