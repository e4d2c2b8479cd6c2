import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Tabs } from '@/components/islands/Tabs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_TABS, tabIds } from '@/lib/tab-ids';
import { MAX_CATEGORIES } from '@/components/ui/PortfolioGallery';
import { allContent } from '@/content/routes';
import { FaqList } from '@/components/ui/FaqList';
import { VideoButton } from '@/components/islands/VideoButton';

const pageContent = allContent();

describe('Tabs', () => {
  const tabs = (orientation: 'horizontal' | 'vertical' = 'horizontal') => (
    <Tabs
      id="plans"
      label="Plans"
      tabs={['Monthly', 'Yearly', 'Lifetime']}
      orientation={orientation}
    >
      <p>Monthly panel</p>
      <p>Yearly panel</p>
      <p>Lifetime panel</p>
    </Tabs>
  );
  const renderTabs = (orientation: 'horizontal' | 'vertical' = 'horizontal') =>
    render(tabs(orientation));

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('serves links to fragment panels with no ARIA tabs state before the island runs', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(tabs());
    const links = [...html.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#plans-monthly',
      '#plans-yearly',
      '#plans-lifetime',
    ]);
    links.forEach((link) => {
      expect(html.querySelector(link.getAttribute('href')!)).toHaveTextContent(
        `${link.textContent} panel`,
      );
    });
    // Without the island there is no arrow-key behaviour, so nothing may claim to be a tab.
    expect(html.querySelector('[role], [hidden], [aria-selected], [tabindex]')).toBeNull();
    expect(html.firstElementChild).not.toHaveAttribute('data-enhanced');
  });

  it('builds unique fragment ids from the labels', () => {
    expect(tabIds('topics', ['UX/UI Design', 'Day-1', 'Day 1', '!!'])).toEqual([
      { panel: 'topics-ux-ui-design', tab: 'topics-ux-ui-design-tab' },
      { panel: 'topics-day-1', tab: 'topics-day-1-tab' },
      { panel: 'topics-3', tab: 'topics-3-tab' },
      { panel: 'topics-4', tab: 'topics-4-tab' },
    ]);
  });

  it('starts on the first tab with one visible panel labelled by its tab', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Monthly panel');
    expect(panel).toHaveAccessibleName('Monthly');
    expect(screen.getByText('Yearly panel', { selector: 'p' }).parentElement).not.toBeVisible();
  });

  it('moves with arrow keys (wrapping), Home and End, and selects on click', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Lifetime' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lifetime panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Lifetime' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Yearly' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Yearly panel');
    // The address names the shown panel, replaced rather than pushed.
    expect(window.location.hash).toBe('#plans-yearly');
    expect(screen.getByRole('tabpanel').closest('[data-enhanced]')).not.toBeNull();
  });

  it('starts on the panel the address names and follows fragment links to its panels', () => {
    window.history.replaceState(null, '', '/#plans-lifetime');
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Lifetime' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lifetime panel');

    window.history.replaceState(null, '', '/#plans-yearly');
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Yearly panel');
    // A fragment of something else on the page leaves the choice alone.
    window.history.replaceState(null, '', '/#elsewhere');
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Yearly panel');
  });

  it('keeps modified clicks as link clicks (new tab), selecting nothing', () => {
    renderTabs();
    const yearly = screen.getByRole('tab', { name: 'Yearly' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    // Stop jsdom from trying to navigate after React has seen the event.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    yearly.dispatchEvent(click);
    expect(yearly).toHaveAttribute('aria-selected', 'false');
  });

  it('uses up and down arrows when vertical', async () => {
    const user = userEvent.setup();
    renderTabs('vertical');
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Yearly' })).toHaveFocus();
  });
});

describe('FaqList', () => {
  it('renders exclusive native disclosure items with the chosen one open', () => {
    const { container } = render(
      <FaqList
        name="faq"
        openIndex={0}
        items={[
          { question: 'How long does a migration take?', answer: 'Typically 6 to 10 weeks.' },
          { question: 'Do you support UPI?', answer: 'Yes, through our mobile banking app.' },
        ]}
      />,
    );
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(2);
    items.forEach((item) => expect(item).toHaveAttribute('name', 'faq'));
    expect(items[0]).toHaveAttribute('open');
    expect(items[1]).not.toHaveAttribute('open');
    expect(screen.getByText('Do you support UPI?').tagName).toBe('SUMMARY');
  });
});

describe('VideoButton', () => {
  it('is a link to the video page in the server HTML', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<VideoButton youtubeId="abc123" label="Watch Demo" />);
    const link = html.querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(link).toHaveTextContent('Watch Demo');
    expect(link).not.toHaveAttribute('aria-haspopup');
  });

  it('loads no video until clicked, then opens a privacy-enhanced embed', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoButton youtubeId="abc123" label="Watch Demo" />);
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: 'Watch Demo' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link).toHaveAttribute('data-enhanced');
    await user.click(link);
    const frame = await screen.findByTitle('Watch Demo');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?autoplay=1/,
    );
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });
});

describe('CSS limits of the no-script tabs and portfolio filter', () => {
  const sections = Object.values(pageContent).flatMap((page) => page.sections);
  const styles = (file: string) => readFileSync(join(process.cwd(), 'components', file), 'utf8');

  it('every tab group of the content fits the `:target` rules of Tabs.module.scss', () => {
    expect(styles('islands/Tabs.module.scss')).toContain(`$max-tabs: ${MAX_TABS};`);
    const groups = sections.flatMap((section) => {
      switch (section.type) {
        case 'helpTopics':
          return [section.topics.length];
        case 'featureTabs':
          return [section.tabs.length];
        case 'testimonialTabs':
          return [section.items.length];
        case 'agenda':
          return [section.days.length];
        case 'formScreen':
          return section.aside ? [section.aside.tabs.length] : [];
        default:
          return [];
      }
    });
    expect(groups.length).toBeGreaterThan(5);
    groups.forEach((count) => expect(count).toBeLessThanOrEqual(MAX_TABS));
  });

  it('every portfolio filter fits the `:has(:checked)` rules of PortfolioGallery.module.scss', () => {
    expect(styles('ui/PortfolioGallery.module.scss')).toContain(`through ${MAX_CATEGORIES}`);
    const portfolios = sections.filter((section) => section.type === 'portfolio');
    expect(portfolios.length).toBeGreaterThan(0);
    portfolios.forEach((section) =>
      expect(section.categories.length).toBeLessThanOrEqual(MAX_CATEGORIES),
    );
  });
});
