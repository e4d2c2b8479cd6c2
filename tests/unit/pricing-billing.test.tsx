import { fireEvent, render, screen, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import type { PricePlan, PricingSection } from '@/content/types';

const pro: PricePlan = {
  name: 'Pro',
  price: 49,
  currency: 'USD',
  period: 'per month',
  prices: {
    monthly: { price: 49, period: 'per month' },
    yearly: { price: 89, period: 'per year' },
  },
  summary: 'For growing lenders, with a 14-day trial.',
  features: [
    { label: 'Collections app', included: true },
    { label: 'Dedicated manager', included: false },
  ],
  cta: { label: 'Start a 14-day trial', href: '/signup/' },
  featured: true,
};

const withBilling: PricingSection = {
  type: 'pricing',
  id: 'plans',
  title: 'Simple pricing',
  tone: 'light',
  plans: [pro],
  billing: {
    label: 'Billing period',
    options: [
      { id: 'monthly', label: 'Monthly' },
      { id: 'yearly', label: 'Yearly' },
    ],
  },
};

function priceOf(region: HTMLElement) {
  const shown = within(region)
    .getAllByText(/^\$\d+$/)
    .filter((element) => !element.closest('[hidden]'));
  return shown.map((element) => element.parentElement?.textContent);
}

describe('pricing with a billing switch', () => {
  it('starts on Monthly and shows only the monthly price', () => {
    render(<SectionStack sections={[withBilling]} />);
    const region = screen.getByRole('region', { name: 'Simple pricing' });
    const group = within(region).getByRole('group', { name: 'Billing period' });
    expect(within(group).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
    expect(priceOf(region)).toEqual(['$49 per month']);
    // Both prices are in the HTML; the yearly one is hidden until chosen.
    expect(within(region).getByText('$89')).not.toBeVisible();
  });

  it('switching to Yearly changes the price and period and announces it', () => {
    render(<SectionStack sections={[withBilling]} />);
    const region = screen.getByRole('region', { name: 'Simple pricing' });
    fireEvent.click(within(region).getByRole('radio', { name: 'Yearly' }));
    expect(within(region).getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(priceOf(region)).toEqual(['$89 per year']);
    expect(within(region).getByText('$49')).not.toBeVisible();
    expect(within(region).getByRole('status')).toHaveTextContent('Showing yearly prices');

    fireEvent.click(within(region).getByRole('radio', { name: 'Monthly' }));
    expect(priceOf(region)).toEqual(['$49 per month']);
    expect(within(region).getByRole('status')).toHaveTextContent('Showing monthly prices');
  });

  it('still announces included and excluded features', () => {
    render(<SectionStack sections={[withBilling]} />);
    const plan = screen.getByRole('heading', { level: 3, name: 'Pro' }).closest('li')!;
    expect(plan).toHaveTextContent('Included: Collections app');
    expect(plan).toHaveTextContent('Not included: Dedicated manager');
  });

  it('renders plans without a billing choice as a single fixed price and no switch', () => {
    const plain: PricingSection = { ...withBilling, billing: undefined, plans: [{ ...pro }] };
    render(<SectionStack sections={[plain]} />);
    const region = screen.getByRole('region', { name: 'Simple pricing' });
    expect(within(region).queryByRole('radio')).toBeNull();
    expect(priceOf(region)).toEqual(['$49 per month']);
    expect(within(region).queryByText('$89')).toBeNull();
  });
});
