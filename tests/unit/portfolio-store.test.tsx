import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioGallery } from '@/components/ui/PortfolioGallery';
import { ProductCards } from '@/components/sections/ProductCards';
import type { PortfolioSection, ProductCardsSection } from '@/content/types';
import { pageContent } from '@/content/routes';

const homeNinePage = pageContent('home-nine');
const homeTenPage = pageContent('home-ten');

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

/** The CSS rule's view of the filter: items whose `data-in` lists the checked radio's number. */
const shownTitles = (container: HTMLElement) => {
  const checked = container.querySelector<HTMLInputElement>('input[type="radio"]:checked')!;
  const filter = checked.dataset.filter!;
  return [...container.querySelectorAll<HTMLElement>('li')]
    .filter((item) => filter === '0' || item.dataset.in!.split(' ').includes(filter))
    .map((item) => item.querySelector('h3')!.textContent);
};

describe('PortfolioGallery', () => {
  it('offers All, Branding, Design, Logo and Web as native radios, All checked first', () => {
    const { container } = renderGallery();
    const group = screen.getByRole('group', { name: 'Filter recent work by category' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'All',
      'Branding',
      'Design',
      'Logo',
      'Web',
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    radios.forEach((radio) => expect(radio).toHaveAttribute('name', 'portfolio-filter'));
    expect(shownTitles(container)).toHaveLength(portfolio.items.length);
    expect(screen.getByText(`Showing all ${portfolio.items.length} items`)).toBeInTheDocument();
  });

  it('marks each item with its categories for the CSS filter, and nothing with hidden', () => {
    const { container } = renderGallery();
    const items = [...container.querySelectorAll<HTMLElement>('li')];
    expect(items).toHaveLength(portfolio.items.length);
    items.forEach((item, index) => {
      const numbers = portfolio.items[index]!.categories.map((category) =>
        String(portfolio.categories.indexOf(category) + 1),
      );
      expect(item.dataset.in!.split(' ')).toEqual(numbers);
    });
    expect(container.querySelector('[hidden]')).toBeNull();
  });

  it('filters to the checked category and announces the count', async () => {
    const user = userEvent.setup();
    const { container } = renderGallery();
    await user.click(screen.getByRole('radio', { name: 'Logo' }));
    expect(screen.getByRole('radio', { name: 'Logo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
    const logos = portfolio.items.filter((item) => item.categories.includes('Logo'));
    expect(shownTitles(container)).toEqual(logos.map((item) => item.title));
    expect(shownTitles(container)).not.toContain('Lending website');
    expect(screen.getByText(`Showing ${logos.length} items in Logo`)).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.click(screen.getByRole('radio', { name: 'Web' }));
    expect(shownTitles(container)).toContain('Lending website');
    expect(shownTitles(container)).not.toContain('Swarna Loans logo');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(shownTitles(container)).toHaveLength(portfolio.items.length);
    expect(screen.getByText(`Showing all ${portfolio.items.length} items`)).toBeInTheDocument();
  });

  it('links every item to its full-size image', () => {
    renderGallery();
    portfolio.items.forEach((item) => {
      expect(screen.getByRole('link', { name: `${item.title}, full-size image` })).toHaveAttribute(
        'href',
        item.image.src,
      );
    });
  });

  it('opens the clicked item in a lightbox dialog', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('link', { name: 'MIS dashboard, full-size image' }));
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
