import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionStack } from '@/components/layout/SectionStack';
import { HelpSearch } from '@/components/islands/HelpSearch';
import { helpArticles } from '@/content/load/help-articles';
import { helpArticlePage } from '@/content/generated/help-pages';
import { pageJsonLd } from '@/lib/from-content/seo';
import type { PageContent } from '@/content/types';
import { pageContent, staticPage } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const helpCenterPage = staticPage('/help-center/').content;

const productsPage = pageContent('products');
const casestudyPage = pageContent('casestudy');
const singleServicePage = pageContent('single-service');

function renderPage(page: PageContent) {
  return render(<SectionStack company={company} sections={page.sections} />);
}

/** Headings must not skip a level (h1 → h3 with no h2 between). */
function expectHeadingOrder(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.reduce((previous, level) => {
    expect(level - previous).toBeLessThanOrEqual(1);
    return level;
  });
}

describe('products page sections', () => {
  it('opens with the page title and shows why choose us, four services and nine suites', () => {
    const { container } = renderPage(productsPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Complete solution for Small Finance Bank, NBFC, Nidhi, Cooperative Society, MFI & CDL',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const why = screen.getByRole('region', { name: /Why lenders run their business/ });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    for (const name of [
      'From application to sanction in 15 minutes',
      'Every loan product on one LMS',
      'Books that close themselves every evening',
      'Real-time MIS your board can act on',
    ]) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/\.svg$/),
      );
    }
    expectHeadingOrder(container);
  });

  it('lists each suite with its audience and capabilities, and a jump link to it', () => {
    renderPage(productsPage);
    const suites = screen.getByRole('region', { name: 'Nine suites, one platform' });
    const jump = within(suites).getByRole('navigation', { name: 'Product suites' });
    expect(within(jump).getAllByRole('link')).toHaveLength(9);
    const gold = within(jump).getByRole('link', { name: 'Online gold loan' });
    expect(gold).toHaveAttribute('href', '#suite-gold-loan');
    const card = suites.querySelector('#suite-gold-loan') as HTMLElement;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Online gold loan');
    expect(within(card).getByRole('list', { name: 'Online gold loan capabilities' })).toBeVisible();
    const microfinance = suites.querySelector('#suite-microfinance') as HTMLElement;
    expect(microfinance).toHaveTextContent('live agent tracking');
    expect(microfinance).toHaveTextContent('voice assistant');
    expect(suites.querySelector('#suite-loan-origination')).toHaveTextContent('CIBIL');
  });
});

describe('success stories sections', () => {
  it('shows two case studies with challenge, approach, figures and the customer quote', () => {
    const { container } = renderPage(casestudyPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Successful Enabler of Digital Transformation - We Succeed',
    );
    const studies = screen.getAllByRole('article');
    expect(studies).toHaveLength(2);
    const [finance, coop] = studies as [HTMLElement, HTMLElement];
    expect(finance).toHaveAccessibleName('Loan turnaround cut from 2-3 days to 15 minutes');
    expect(within(finance).getByText('15 min')).toBeVisible();
    expect(finance).toHaveTextContent(/operating costs/i);
    expect(coop).toHaveAccessibleName('Legacy system migrated in 50 days');
    expect(within(coop).getByText('50 days')).toBeVisible();
    for (const study of studies) {
      expect(within(study).getByRole('heading', { name: 'The challenge' })).toBeVisible();
      expect(within(study).getByRole('heading', { name: 'What we did' })).toBeVisible();
      expect(within(study).getByRole('img', { name: /Rated 5 out of 5/ })).toBeVisible();
      expect(study.querySelector('blockquote')).not.toBeNull();
    }
    expectHeadingOrder(container);
  });

  it('quotes the founder and CEO with a portrait', () => {
    renderPage(casestudyPage);
    const founder = screen.getByRole('region', { name: 'From our founder' });
    expect(within(founder).getByRole('img')).toHaveAccessibleName(/Anand Menon/);
    expect(founder).toHaveTextContent('Founder and CEO, Finorbit');
    expect(founder.querySelector('blockquote')).toHaveTextContent('cooperative society');
  });
});

describe('single service sections', () => {
  it('shows the header, image features with artwork and the contact form in the server HTML', () => {
    const { container } = renderPage(singleServicePage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Quality Software Services',
    );
    expect(container.querySelectorAll('section img')).toHaveLength(3);
    // The service contact form posts by itself (no endpoint in tests: into an email to sales).
    const form = screen.getByRole('form', { name: 'Request a demo' });
    expect(form).toHaveAttribute('method', 'post');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expectHeadingOrder(container);
  });
});

describe('help center sections', () => {
  it('render eight vertical tabs, All Documentation first: its first 12 articles, then a link to them all', async () => {
    const user = userEvent.setup();
    renderPage(helpCenterPage);
    const tablist = screen.getByRole('tablist', { name: 'Browse by topic' });
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All Documentation',
      'Payments Query',
      'Setup or Installment',
      'Technical Support',
      'Retailers & Customer',
      'Security Issues',
      'Brand Creation',
      'Legal Support',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    let panel = screen.getByRole('tabpanel');
    const all = within(panel).getAllByRole('link');
    expect(all.slice(0, -1).map((link) => link.getAttribute('href'))).toEqual(
      helpArticles()
        .slice(0, 12)
        .map((article) => article.href),
    );
    expect(all.at(-1)).toHaveTextContent(`See all ${helpArticles().length} articles`);
    expect(all.at(-1)).toHaveAttribute('href', '/help-center/topic/all/');
    expect(panel).toHaveTextContent(`${helpArticles().length} articles`);

    await user.click(screen.getByRole('tab', { name: 'Security Issues' }));
    panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Security Issues');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain(
      'Turning on two-factor authentication for staff',
    );
    links.forEach((link) =>
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/help-center\/[a-z0-9-]+\/$/)),
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Brand Creation' })).toHaveFocus();
  });

  it('renders the search header as the page h1 with a labelled search field', () => {
    renderPage(helpCenterPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How can we help');
    const field = screen.getByRole('searchbox', { name: 'Search the help center' });
    expect(field).toHaveAttribute('type', 'search');
    expect(field).toHaveAttribute('name', 'q');
    expect(screen.getByRole('search')).toContainElement(field);
  });
});

// The search itself runs on Pagefind's index of the built site: tests/e2e/support.spec.ts.
describe('HelpSearch island', () => {
  beforeEach(() => window.history.replaceState(null, '', '/help-center/'));

  const renderSearch = () =>
    render(
      <HelpSearch
        bundle="/pagefind/"
        suggestions={['NACH mandate', 'User roles']}
        supportEmail="support@finorbit.in"
        icon={null}
      />,
    );

  it('offers a kind filter (everything, help, news, jobs, events, pages) inside the search form', () => {
    renderSearch();
    const form = screen.getByRole('search');
    const kinds = within(form).getByRole('group', { name: 'Show' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('value'), radio.closest('label')?.textContent]),
    ).toEqual([
      ['all', 'Everything'],
      ['help', 'Help article'],
      ['news', 'News'],
      ['jobs', 'Job opening'],
      ['events', 'Event'],
      ['pages', 'Page'],
    ]);
    expect(within(kinds).getByRole('radio', { name: 'Everything' })).toBeChecked();
    // The page policy allows Pagefind's WebAssembly only on pages with this marker.
    expect(form).toHaveAttribute('data-site-search');
  });

  it('explains an empty query without loading the search', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Type a word or two to search/);
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('a help article page', () => {
  it('has a back link, a long article, related articles and quick-support links', () => {
    const { container } = renderPage(helpArticlePage('nach-mandate-setup'));
    expect(screen.getByRole('link', { name: 'Back to Help Center' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/help-center\/?$/),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('NACH and eNACH mandates');
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(6);
    expect(article.textContent!.split(/\s+/).length).toBeGreaterThan(800);
    const toc = screen.getByRole('navigation', { name: 'In this article' });
    for (const link of within(toc).getAllByRole('link')) {
      const target = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`#${target}`)).not.toBeNull();
    }
    const aside = screen.getByRole('complementary', { name: 'More help' });
    expect(within(aside).getByRole('heading', { name: 'Related articles' })).toBeVisible();
    expect(within(aside).getByRole('link', { name: /Email support/ })).toHaveAttribute(
      'href',
      'mailto:support@finorbit.in',
    );
    expect(within(aside).getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91/),
    );
    expect(within(aside).getByRole('link', { name: /Contact page/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
    expectHeadingOrder(container);
    const related = within(aside)
      .getAllByRole('link', { name: /./ })
      .map((l) => l.getAttribute('href'));
    expect(related).toContain('/help-center/upi-settlement-mismatch/');
  });

  it('describes a guide with numbered steps as a HowTo, and one without as a TechArticle', () => {
    const guide = helpArticlePage('nach-mandate-setup');
    const howTo = pageJsonLd('/help-center/nach-mandate-setup/', guide.sections).find(
      (entry) => entry['@type'] === 'HowTo',
    )!;
    expect(howTo.step).toHaveLength(5);
    expect((howTo.step as { text: string }[])[0]!.text).toMatch(/^Open the loan account/);
    const answer = helpArticles().find((article) => article.body.steps.length < 2);
    if (answer) {
      const data = pageJsonLd(answer.href, helpArticlePage(answer.slug).sections);
      expect(data.map((entry) => entry['@type'])).toEqual(['BreadcrumbList', 'TechArticle']);
    }
  });
});
