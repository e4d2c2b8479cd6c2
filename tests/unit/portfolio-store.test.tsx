import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioGallery } from '@/components/ui/PortfolioGallery';
import { ProductCards } from '@/components/sections/ProductCards';
import { homeNinePage } from '@/content/pages/home-nine';
import { homeTenPage } from '@/content/pages/home-ten';
import type { PortfolioSection, ProductCardsSection } from '@/content/types';

const portfolio = homeNinePage.sections.find(
  (section): section is PortfolioSection => section.type === 'portfolio',
)!;
const store = homeTenPage.sections.find(
  (section): section is ProductCardsSection => section.type === 'productCards',
)!;

const renderGallery = () =>
  render(
    <PortfolioGallery
      id="portfolio"
      label="Filter recent work by category"
      categories={portfolio.categories}
      items={portfolio.items}
    />,
  );

/** Titles of the items not hidden by the filter. */
const shownTitles = () =>
  screen
    .getAllByRole('button', { name: /in the image viewer$/ })
    .map((button) =>
      button.getAttribute('aria-label')!.replace(/^Open (.*) in the image viewer$/, '$1'),
    );

describe('PortfolioGallery', () => {
  it('offers All, Branding, Design, Logo and Web as toggle buttons, All pressed first', () => {
    renderGallery();
    const group = screen.getByRole('group', { name: 'Filter recent work by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All',
      'Branding',
      'Design',
      'Logo',
      'Web',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(shownTitles()).toHaveLength(portfolio.items.length);
    expect(screen.getByText(`Showing all ${portfolio.items.length} items`)).toBeInTheDocument();
  });

  it('shows only the items of the pressed category and announces the count', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Logo' }));
    expect(screen.getByRole('button', { name: 'Logo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const logos = portfolio.items.filter((item) => item.categories.includes('Logo'));
    expect(shownTitles()).toEqual(logos.map((item) => item.title));
    expect(shownTitles()).not.toContain('Lending website');
    expect(screen.getByText(`Showing ${logos.length} items in Logo`)).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.click(screen.getByRole('button', { name: 'Web' }));
    expect(shownTitles()).toContain('Lending website');
    expect(shownTitles()).not.toContain('Swarna Loans logo');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shownTitles()).toHaveLength(portfolio.items.length);
  });

  it('keeps hidden items in the document (all items are server-rendered)', async () => {
    const user = userEvent.setup();
    const { container } = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Branding' }));
    expect(container.querySelectorAll('li')).toHaveLength(portfolio.items.length);
    expect(container.querySelectorAll('li[hidden]').length).toBeGreaterThan(0);
  });

  it('opens the clicked item in a lightbox dialog', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(
      screen.getByRole('button', { name: 'Open MIS dashboard in the image viewer' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByAltText(/Portfolio-at-risk dashboard/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close image viewer' })).toBeInTheDocument();
  });
});

describe('ProductCards', () => {
  it('shows four products with prices; sale prices read as was and now', () => {
    render(<ProductCards {...store} />);
    const cards = screen.getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(4);
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('$56.00')).toBeInTheDocument();
    const sale = screen.getByRole('heading', { name: 'Gold loan rule pack' }).closest('li')!;
    expect(within(sale).getByText('Sale')).toBeInTheDocument();
    expect(sale.querySelector('s')).toHaveTextContent('was $175.00');
    expect(sale.querySelector('p')).toHaveTextContent('was $175.00 now $150.00');
    expect(screen.getAllByText('Sale')).toHaveLength(2);
    expect(within(sale).getByRole('link', { name: 'Order gold loan rules' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
  });
});
