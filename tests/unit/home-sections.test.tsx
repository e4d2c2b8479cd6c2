import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionStack } from '@/components/layout/SectionStack';
import type { Section } from '@/content/types';
import { pageContent } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const homePage = pageContent('home');

/** The home page's section of the given type (the n-th one if several). */
function sectionOf<T extends Section['type']>(type: T, n = 0): Extract<Section, { type: T }> {
  const found = homePage.sections.filter((section) => section.type === type);
  const section = found[n];
  if (!section) throw new Error(`home has no ${type} section #${n}`);
  return section as Extract<Section, { type: T }>;
}

describe('home one content', () => {
  it('stacks the sections of the spec in order', () => {
    expect(homePage.sections.map((section) => section.type)).toEqual([
      'hero',
      'highlights',
      'featureGrid',
      'imageFeature',
      'imageFeature',
      'featureGrid',
      'testimonialTabs',
      'workProcess',
      'pricing',
      'faq',
      'integrationLogos',
      'callToAction',
    ]);
  });

  it('carries the vendor’s claims and the spec’s sample numbers', () => {
    const text = JSON.stringify(homePage);
    for (const claim of [
      'Omnichannel core banking',
      'UPI',
      'Online gold loan',
      'CIBIL',
      'eKYC',
      'CKYC',
      'AI-camera',
      'appraisal',
      'pre-approval',
      'sanction',
      'Loan management',
      'Liability management',
      'real-time MIS',
      'Compliance automation',
      'Microfinance suite',
      'Operational cost saving',
      'Infrastructure cost optimisation',
    ]) {
      expect(text).toContain(claim);
    }
    expect(sectionOf('pricing').plans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Starter', 29],
      ['Advanced', 49],
      ['Premium', 69],
    ]);
    expect(sectionOf('testimonialTabs').items).toHaveLength(5);
    expect(sectionOf('workProcess').steps).toHaveLength(4);
    expect(sectionOf('integrationLogos').integrations).toHaveLength(16);
    expect(JSON.stringify(homePage).toLowerCase()).not.toMatch(/lorem|ipsum|todo/);
  });
});

describe('Hero with a video', () => {
  it('renders the h1, the primary link and a Watch Demo link that plays the video on click', async () => {
    const user = userEvent.setup();
    render(<SectionStack company={company} sections={[sectionOf('hero')]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /sanctions loans in minutes/,
    );
    expect(screen.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    const button = screen.getByRole('link', { name: 'Watch Demo' });
    expect(button).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/),
    );
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(button);
    const frame = await screen.findByTitle('Watch Demo');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });
});

describe('Highlights', () => {
  it('names each figure with its value and label', () => {
    render(<SectionStack company={company} sections={[sectionOf('highlights')]} />);
    expect(
      screen.getByRole('heading', { level: 3, name: '60% Operational cost saving' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: '60% Infrastructure cost optimisation' }),
    ).toBeVisible();
  });
});

describe('TestimonialTabs', () => {
  it('shows five tabs, the first selected, and switches panels by click and arrow keys', async () => {
    const user = userEvent.setup();
    render(<SectionStack company={company} sections={[sectionOf('testimonialTabs')]} />);
    const region = screen.getByRole('region', { name: 'What lenders say after switching' });
    const tabs = within(region).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Finance company',
      'Co-operative society',
      'Nidhi company',
      'Microfinance',
      'Small finance bank',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('2-3 days to 15 minutes');

    await user.click(tabs[1]!);
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('migrated in 50 days');
    await user.keyboard('{ArrowRight}');
    expect(tabs[2]).toHaveFocus();
    expect(within(region).getByRole('tabpanel')).toHaveAccessibleName('Nidhi company');
    await user.keyboard('{End}');
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('UPI');
  });

  it('keeps every quote in the server HTML (hidden panels stay in the DOM)', () => {
    const { container } = render(
      <SectionStack company={company} sections={[sectionOf('testimonialTabs')]} />,
    );
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(5);
    expect(container.querySelectorAll('blockquote')).toHaveLength(5);
  });
});

describe('WorkProcess', () => {
  it('is an ordered list of four headed steps', () => {
    render(<SectionStack company={company} sections={[sectionOf('workProcess')]} />);
    const region = screen.getByRole('region', { name: 'Live in weeks, in four steps' });
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Discover', 'Configure', 'Migrate', 'Go live']);
  });
});

describe('Pricing', () => {
  it('shows three plans with prices and says in words what each plan includes', () => {
    render(<SectionStack company={company} sections={[sectionOf('pricing')]} />);
    const region = screen.getByRole('region', { name: 'Plans that grow with your branches' });
    for (const [name, price] of [
      ['Starter', '$29'],
      ['Advanced', '$49'],
      ['Premium', '$69'],
    ] as const) {
      const plan = within(region).getByRole('heading', { level: 3, name }).closest('li')!;
      expect(plan).toHaveTextContent(price);
      expect(plan).toHaveTextContent('per user / month');
    }
    const starter = within(region).getByRole('heading', { name: 'Starter' }).closest('li')!;
    const features = within(starter)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(features).toContain('Included: Loan origination with eKYC and CKYC');
    expect(features).toContain('Not included: UPI mobile banking app');
    const premium = within(region).getByRole('heading', { name: 'Premium' }).closest('li')!;
    expect(premium).not.toHaveTextContent('Not included');
    expect(within(region).getByText('Most popular').closest('li')).toHaveTextContent('Advanced');
    expect(within(region).getByRole('link', { name: 'Choose Advanced' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    expect(region).toHaveTextContent('14-day trial');
  });
});

describe('Faq', () => {
  it('renders exclusive disclosure items with the first one open and a contact link', async () => {
    const user = userEvent.setup();
    const { container } = render(<SectionStack company={company} sections={[sectionOf('faq')]} />);
    const region = screen.getByRole('region', { name: 'Questions lenders ask us' });
    const items = [...container.querySelectorAll('details')];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(items.map((item) => item.open)).toEqual(items.map((_, i) => i === 0));
    await user.click(within(region).getByText('Can we keep our data in India?'));
    expect(items[1]!.open).toBe(true);
    expect(within(region).getByRole('link', { name: 'Ask us something else' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });
});
