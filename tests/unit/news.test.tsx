import { render, screen, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import { NewsCard } from '@/components/ui/NewsCard';
import { Pagination } from '@/components/ui/Pagination';
import { FilterChips } from '@/components/ui/FilterChips';
import { initialsOf } from '@/components/ui/InitialsAvatar';
import { formatDate } from '@/lib/dates';
import {
  articles,
  articlesIn,
  newsCategories,
  newsPageCount,
  NEWS_PAGE_SIZE,
} from '@/content/load/news-posts';
import { newsArticlePage, newsCategoryPage, newsListPage } from '@/content/generated/news-pages';
import { pageJsonLd } from '@/lib/from-content/seo';
import { routePaths } from '@/content/routes';
import type { NewsListSection } from '@/content/types';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

function listing(page: ReturnType<typeof newsListPage>): NewsListSection {
  const section = page.sections.find((s) => s.type === 'newsList');
  if (section?.type !== 'newsList') throw new Error('no news list');
  return section;
}

describe('articles', () => {
  it('has 36 articles from 2024, newest first, four in each of the nine categories', () => {
    expect(articles()).toHaveLength(36);
    expect(newsCategories.map((c) => c.label)).toEqual([
      'Marketing',
      'Sales',
      'Design',
      'Development',
      'Product Design',
      'Customers',
      'Agency',
      'Investors',
      'Research',
    ]);
    for (const category of newsCategories) expect(articlesIn(category.slug)).toHaveLength(4);
    const dates = articles().map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(date).toMatch(/^2024-\d\d-\d\d$/);
    expect(new Set(articles().map((a) => a.slug)).size).toBe(36);
    expect(new Set(articles().map((a) => a.title)).size).toBe(36);
    expect(new Set(articles().map((a) => a.href)).size).toBe(36);
  });

  it('formats dates without locale data', () => {
    expect(formatDate('2024-03-05')).toBe('5 Mar 2024');
    expect(() => formatDate('2024-13-01')).toThrow();
  });
});

describe('NewsCard', () => {
  it('shows badge, linked title, excerpt, author initials and name, and a machine-readable date', () => {
    const article = articles()[3]!;
    render(<NewsCard article={article} />);
    expect(screen.getByText(article.category)).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 3, name: article.title });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', `/news/${article.slug}/`);
    expect(screen.getByText(article.excerpt)).toBeInTheDocument();
    expect(screen.getByText(article.author.name)).toBeInTheDocument();
    expect(screen.getByText(initialsOf(article.author.name))).toBeInTheDocument();
    expect(screen.getByText(formatDate(article.date))).toHaveAttribute('datetime', article.date);
    expect(initialsOf('Meera Pillai')).toBe('MP');
  });

  it('adds a decorative cover when featured', () => {
    const { container } = render(<NewsCard article={articles()[0]!} featured />);
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});

describe('Pagination', () => {
  const pages = [1, 2, 3].map((n) => ({
    label: String(n),
    href: (n === 1 ? '/news/' : `/news/page/${n}/`) as '/news/',
    current: n === 1,
  }));

  it('marks the current page and disables Previous on the first page', () => {
    render(<Pagination label="News pages" next="/news/page/2/" pages={pages} />);
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(nav).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/news/page/2/',
    );
  });

  it('disables Next on the last page', () => {
    render(
      <Pagination
        label="News pages"
        previous="/news/page/2/"
        pages={pages.map((p, i) => ({ ...p, current: i === 2 }))}
      />,
    );
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/news/page/2/');
  });
});

describe('FilterChips', () => {
  it('renders every filter as a link and marks only the active one', () => {
    render(
      <FilterChips
        label="Article categories"
        links={[
          { label: 'All articles', href: '/news/', current: false },
          { label: 'Marketing', href: '/news/category/marketing/', current: true },
          { label: 'Sales', href: '/news/category/sales/', current: false },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Article categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(links[1]).toHaveAttribute('href', '/news/category/marketing/');
  });
});

describe('news listing pages', () => {
  it('spreads the articles over three pages of 12, two featured on each', () => {
    expect(newsPageCount()).toBe(3);
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const section = listing(newsListPage(page));
      expect(section.articles).toHaveLength(NEWS_PAGE_SIZE);
      expect(section.featured).toBe(2);
      section.articles.forEach((a) => seen.add(a.slug));
      const current = section.pagination!.pages.filter((p) => p.current);
      expect(current.map((p) => p.label)).toEqual([String(page)]);
      expect(Boolean(section.pagination!.previous)).toBe(page > 1);
      expect(Boolean(section.pagination!.next)).toBe(page < 3);
    }
    expect(seen.size).toBe(36);
    expect(() => newsListPage(4)).toThrow();
  });

  it('links every pagination and chip target to a listed route', () => {
    const targets = [1, 2, 3].flatMap((page) => {
      const section = listing(newsListPage(page));
      return [
        ...section.filters.links.map((l) => l.href),
        ...section.pagination!.pages.map((p) => p.href),
      ];
    });
    for (const target of targets) expect(routePaths()).toContain(target);
  });

  it('renders page 2: 12 cards (2 featured), chips with All marked, page 2 current', () => {
    render(<SectionStack company={company} sections={newsListPage(2).sections} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = screen.getByRole('region', { name: /Articles, page 2 of 3/ });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    const featured = within(list).getByRole('list', { name: 'Featured articles' });
    expect(within(featured).getAllByRole('article')).toHaveLength(2);
    const more = within(list).getByRole('list', { name: 'More articles' });
    expect(within(more).getAllByRole('article')).toHaveLength(10);
    const chips = within(list).getByRole('navigation', { name: 'Article categories' });
    expect(within(chips).getAllByRole('link')).toHaveLength(10);
    expect(within(chips).getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const pages = within(list).getByRole('navigation', { name: 'News pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/news/');
  });

  it('filters a category page to that category with its chip marked', () => {
    render(<SectionStack company={company} sections={newsCategoryPage('marketing').sections} />);
    const list = screen.getByRole('region', { name: /Marketing articles/ });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card).toHaveTextContent(/^Marketing/);
    const chips = within(list).getByRole('navigation', { name: 'Article categories' });
    const marked = within(chips)
      .getAllByRole('link')
      .filter((l) => l.hasAttribute('aria-current'));
    expect(marked.map((l) => l.textContent)).toEqual(['Marketing']);
    expect(within(list).queryByRole('navigation', { name: 'News pages' })).toBeNull();
  });
});

describe('a news article page', () => {
  const page = newsArticlePage('finance-company-15-minutes');
  beforeEach(() => render(<SectionStack company={company} sections={page.sections} />));

  it('tells the case study from Markdown: headings with ids, a quote, a table and a sized image', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('15 minutes');
    const article = screen.getByRole('article', { name: /15 minutes/ });
    const headings = within(article).getAllByRole('heading', { level: 2 });
    expect(headings.length).toBeGreaterThan(2);
    expect(headings[0]).toHaveAttribute('id', 'where-the-days-went');
    expect(article.querySelector('blockquote')).toHaveTextContent('fifteen minutes');
    expect(within(article).getByRole('table')).toHaveTextContent('15 min');
    expect(within(article).getByRole('img', { name: /2 to 3 days/ })).toHaveAttribute(
      'width',
      '800',
    );
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/news/category/customers/',
    );
    expect(screen.getByText(/\d+ min read/)).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'From our founder' });
    expect(aside).toHaveTextContent('Anand Menon');
  });

  it('offers the newsletter, three related cards (other articles) and View All Article', () => {
    expect(screen.getByPlaceholderText('Enter your email')).toBeRequired();
    const related = screen.getByRole('region', { name: 'Related articles' });
    const cards = within(related).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).getByRole('link').getAttribute('href')).not.toBe(
        '/news/finance-company-15-minutes/',
      );
    }
    expect(within(related).getByRole('link', { name: 'View All Article' })).toHaveAttribute(
      'href',
      '/news/',
    );
  });

  it('carries NewsArticle and Home › News › article breadcrumbs', () => {
    const data = pageJsonLd('/news/finance-company-15-minutes/', page.sections);
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect(
      (crumbs.itemListElement as { name: string }[]).map((item) => item.name).slice(0, 2),
    ).toEqual(['Home', 'News']);
    const article = data.find((entry) => entry['@type'] === 'NewsArticle')!;
    expect(article.datePublished).toMatch(/^2024-12-16T/);
    expect(article.image).toEqual([expect.stringMatching(/\/images\/news\/turnaround\.svg$/)]);
  });

  it('draws the category artwork when an article has no image', () => {
    const other = newsArticlePage('mfi-loan-officer-day');
    const { container } = render(<SectionStack company={company} sections={other.sections} />);
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
