import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionStack } from '@/components/layout/SectionStack';
import type { PageContent, Section } from '@/content/types';
import { pageContent } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const homeFifteenPage = pageContent('home-fifteen');
const homeFourteenPage = pageContent('home-fourteen');

function sectionOf<T extends Section['type']>(
  page: PageContent,
  type: T,
): Extract<Section, { type: T }> {
  const section = page.sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`page has no ${type} section`);
  return section as Extract<Section, { type: T }>;
}

describe('EventCards', () => {
  it('shows each event with its days left, date, place, title and summary', () => {
    render(
      <SectionStack company={company} sections={[sectionOf(homeFifteenPage, 'eventCards')]} />,
    );
    const region = screen.getByRole('region', { name: 'Meet us before the summit' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByText(/days? left$/).textContent)).toEqual([
      '3 days left',
      '5 days left',
      '7 days left',
    ]);
    const first = cards[0]!;
    expect(
      within(first).getByRole('heading', { level: 3, name: 'Digital gold loans roundtable' }),
    ).toBeInTheDocument();
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-26');
    expect(time).toHaveTextContent('26 November 2026');
    expect(first).toHaveTextContent('Bengaluru');
    expect(first).toHaveTextContent('Appraisal at the doorstep');
  });

  it('says "1 day left" for a single day and names the event in its link', () => {
    render(
      <SectionStack
        company={company}
        sections={[
          {
            type: 'eventCards',
            id: 'soon',
            title: 'Soon',
            tone: 'dark',
            events: [
              {
                daysLeft: 1,
                date: '2026-12-01',
                place: 'Pune',
                title: 'Nidhi compliance clinic',
                summary: 'NDH-4 filings explained.',
                link: { label: 'Register', href: '/signup/' },
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('1 day left')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Register\s?: Nidhi compliance clinic$/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/signup\/?$/));
  });
});

describe('Schedule', () => {
  it('opens on Day-1 and switching a tab shows that day’s sessions', async () => {
    const user = userEvent.setup();
    render(<SectionStack company={company} sections={[sectionOf(homeFifteenPage, 'agenda')]} />);
    const region = screen.getByRole('region', { name: 'Four days of sessions and workshops' });
    const tabs = await within(region).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Day-1', 'Day-2', 'Day-3', 'Day-4']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const panel = within(region).getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Day-1');
    expect(
      within(panel).getByRole('heading', {
        level: 3,
        name: 'Opening keynote: lending to the next hundred million',
      }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Anjali Menon');
    expect(panel).toHaveTextContent('CEO, a small finance bank');
    expect(panel).toHaveTextContent('22 Nov, 10:00 IST');
    expect(panel).toHaveTextContent('Main Hall');
    expect(panel).not.toHaveTextContent('Collections on UPI');

    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const second = within(region).getByRole('tabpanel');
    expect(second).toHaveAccessibleName('Day-2');
    expect(second).toHaveTextContent('Collections on UPI in rural India');
    expect(second).not.toHaveTextContent('Opening keynote');

    await user.keyboard('{End}');
    expect(within(region).getByRole('tabpanel')).toHaveTextContent(
      'Workshop: launching a digital gold loan',
    );
    expect(within(region).getByRole('link', { name: 'Download Brochure' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/request-for-demo\/?$/),
    );
  });

  it('keeps every day in the HTML for crawlers', () => {
    const { container } = render(
      <SectionStack company={company} sections={[sectionOf(homeFifteenPage, 'agenda')]} />,
    );
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(4);
    expect(container).toHaveTextContent('Workshop: RBI returns straight from live data');
  });
});

describe('TestimonialSlider actions', () => {
  it('renders the buttons under the carousel', () => {
    render(
      <SectionStack
        company={company}
        sections={[sectionOf(homeFourteenPage, 'testimonialSlider')]}
      />,
    );
    const region = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(region).getByRole('link', { name: 'Start a Project' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
    expect(within(region).getByRole('link', { name: 'See Integrations' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/integrations\/?$/),
    );
  });
});
