import { render, screen, waitFor, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import type { HeroSliderSection, PriceTableSection } from '@/content/types';
import { heroSlidesCarousel } from './fixtures/shared-items';
import { pageContent } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const homeElevenPage = pageContent('home-eleven');
const homeTwelvePage = pageContent('home-twelve');
const homeThirteenPage = pageContent('home-thirteen');

// Render the carousel island directly (next/dynamic would resolve it asynchronously).
jest.mock('@/components/islands', () => ({
  Carousel: jest.requireActual('@/components/islands/Carousel').Carousel,
}));

const priceTable: PriceTableSection = {
  type: 'priceTable',
  id: 'prices',
  title: 'Reference prices',
  tone: 'light',
  caption: 'Prices in USD',
  rows: [
    {
      name: 'Gold 24K',
      symbol: 'XAU-g',
      price: 84.12,
      change1h: 0.12,
      change24h: -0.84,
      change7d: 0,
    },
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      price: 64210.5,
      change1h: -1.5,
      change24h: 2,
      change7d: 3.256,
    },
  ],
  note: 'Sample figures, not live prices.',
};

describe('priceTable', () => {
  it('is a captioned table with column and row headers', () => {
    render(<SectionStack company={company} sections={[priceTable]} />);
    const table = screen.getByRole('table', { name: 'Prices in USD' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual([
      'Name',
      'Symbol',
      'Price (USD)',
      '1h %',
      '24h %',
      '7d %',
    ]);
    for (const cell of columns) expect(cell).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(['Gold 24K', 'Bitcoin']);
    for (const cell of rowHeaders) expect(cell).toHaveAttribute('scope', 'row');
    expect(within(table).getByText('$64,210.50')).toBeInTheDocument();
    // The scrolling wrapper can be reached by keyboard and is named by the caption.
    expect(screen.getByRole('region', { name: 'Prices in USD' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Sample figures, not live prices.')).toBeInTheDocument();
  });

  it('says up or down in words and with a sign, not by colour alone', () => {
    render(<SectionStack company={company} sections={[priceTable]} />);
    const [gold, bitcoin] = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent);
    expect(cells(gold!)).toEqual(['up +0.12%', 'down \u22120.84%', 'unchanged 0.00%']);
    expect(cells(bitcoin!)).toEqual(['down \u22121.50%', 'up +2.00%', 'up +3.26%']);
    // The word is visually hidden; the arrow is drawn for the eye.
    const up = within(gold!).getAllByText('up', { exact: false })[0]!;
    expect(up.closest('td')?.querySelector('svg')).not.toBeNull();
    expect(within(gold!).getByText(/^up/)).toHaveClass('visually-hidden');
  });

  it('home eleven shows the user counters and says its prices are samples', () => {
    const text = JSON.stringify(homeElevenPage);
    for (const value of ['150k+', '45k+', '16k+']) expect(text).toContain(value);
    const table = homeElevenPage.sections.find((section) => section.type === 'priceTable');
    expect(table?.note).toMatch(/not live/);
  });
});

const heroSlider: HeroSliderSection = {
  type: 'heroSlider',
  tone: 'dark',
  label: 'Highlights',
  slides: [
    { title: 'First slide title', lead: 'One.' },
    { title: 'Second slide title', lead: 'Two.' },
    { title: 'Third slide title', lead: 'Three.' },
  ],
  primary: { label: 'Order Now', href: '/request-for-demo/' },
  carousel: heroSlidesCarousel,
};

/** Renders the slider and waits until Swiper has started on it (the island loads on view). */
async function renderSlider() {
  const { container } = render(<SectionStack company={company} sections={[heroSlider]} />);
  await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
}

describe('heroSlider', () => {
  it('has one h1, the first slide’s title, and names the hero by it', async () => {
    await renderSlider();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('First slide title');
    expect(screen.queryAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Second slide title').tagName).toBe('P');
    expect(screen.getByRole('region', { name: 'First slide title' })).toBeInTheDocument();
  });

  it('puts the slides in a labelled carousel and the Order Now link outside it', async () => {
    await renderSlider();
    const carousel = screen.getByRole('group', { name: 'Highlights' });
    expect(within(carousel).getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    const order = screen.getByRole('link', { name: 'Order Now' });
    expect(order).toHaveAttribute('href', '/request-for-demo/');
    expect(carousel).not.toContainElement(order);
  });

  it('home twelve rotates every 2 s in a loop with dots, and keeps the spec numbers', () => {
    const hero = homeTwelvePage.sections[0];
    expect(hero?.type).toBe('heroSlider');
    if (hero?.type !== 'heroSlider') return;
    expect(hero.carousel).toMatchObject({
      autoplay: { delay: 2000 },
      loop: true,
      pagination: true,
    });
    expect(hero.primary).toEqual({ label: 'Order Now', href: '/request-for-demo/' });
    const text = JSON.stringify(homeTwelvePage);
    for (const value of ['5745+', '12.5k+', '45+', '$6.00/GB per month', '$2.99/mo']) {
      expect(text).toContain(value);
    }
  });
});

describe('home thirteen content', () => {
  it('keeps the counters, steps and calls to action of the spec', () => {
    const text = JSON.stringify(homeThirteenPage);
    for (const value of [
      '32k',
      'Daily Transaction',
      '2.3K',
      'Seller',
      '12b+',
      'Success Payment',
      'Just Few Steps to Start',
      'Register for Free',
      'Set up your Transfer',
      'Make your Payment',
      'Enjoy your Service',
    ]) {
      expect(text).toContain(value);
    }
    expect(homeThirteenPage.footer).toEqual({ background: true });
    expect(homeThirteenPage.header).toEqual({ dark: true });
  });
});
