import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '@/components/ui/Tabs';
import { FaqList } from '@/components/ui/FaqList';
import { VideoButton } from '@/components/ui/VideoButton';

describe('Tabs', () => {
  const renderTabs = (orientation: 'horizontal' | 'vertical' = 'horizontal') =>
    render(
      <Tabs label="Plans" tabs={['Monthly', 'Yearly', 'Lifetime']} orientation={orientation}>
        <p>Monthly panel</p>
        <p>Yearly panel</p>
        <p>Lifetime panel</p>
      </Tabs>,
    );

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
  it('loads no video until clicked, then opens a privacy-enhanced embed', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoButton youtubeId="abc123" label="Watch Demo" />);
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const frame = await screen.findByTitle('Watch Demo');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?autoplay=1/,
    );
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });
});
