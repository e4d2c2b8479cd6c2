import { render, screen, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import type { Section } from '@/content/types';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const image = {
  src: '/images/illustrations/loan-dashboard.svg' as const,
  alt: 'Loan dashboard',
  width: 560,
  height: 440,
};

const sections: Section[] = [
  {
    type: 'featureGrid',
    id: 'why',
    title: 'Why lenders choose us',
    tone: 'light',
    columns: 3,
    items: [
      { icon: 'bank', title: 'Core banking', text: 'Deposits and loans on one ledger.' },
      {
        icon: 'shield',
        title: 'Compliance',
        text: 'RBI returns generated for you.',
        link: { label: 'Talk to us', href: '/contact/' },
      },
    ],
  },
  {
    type: 'imageFeature',
    id: 'origination',
    title: 'Loan origination in minutes',
    paragraphs: ['eKYC, CKYC and CIBIL on one screen.'],
    points: ['AI-camera document capture'],
    image,
    tone: 'soft',
    cta: { label: 'See the company', href: '/company/' },
  },
  {
    type: 'callToAction',
    id: 'cta',
    title: 'Ready to modernise your branches?',
    lead: 'Book a walkthrough with our team.',
    primary: { label: 'Reach Us', href: '/contact/' },
    tone: 'dark',
  },
  {
    type: 'subscribeBanner',
    id: 'subscribe',
    title: 'Stay informed',
    lead: 'Monthly release notes.',
    formId: 'test',
    tone: 'soft',
  },
];

describe('shared sections', () => {
  it('render labelled sections with their headings, links and images', () => {
    render(<SectionStack company={company} sections={sections} />);
    for (const name of [
      'Why lenders choose us',
      'Loan origination in minutes',
      'Ready to modernise your branches?',
      'Stay informed',
    ]) {
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(heading.closest('section')).toHaveAccessibleName(name);
    }
    const why = screen.getByRole('region', { name: 'Why lenders choose us' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(2);
    expect(within(why).getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
    expect(screen.getByRole('img', { name: 'Loan dashboard' })).toHaveAttribute('width', '560');
    expect(screen.getByRole('link', { name: 'Reach Us' })).toHaveClass('btn-light');
    expect(screen.getByPlaceholderText('Enter your email')).toBeRequired();
  });
});
