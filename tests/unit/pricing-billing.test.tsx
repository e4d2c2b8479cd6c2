import { fireEvent, render, screen, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import type { PricePlan, PricingSection } from '@/content/types';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

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

/** The prices in the HTML, keyed by the billing option they belong to. */
function pricesOf(region: HTMLElement) {
  return [...region.querySelectorAll<HTMLElement>('[data-billing]')].map((price) => [
    price.dataset.billing,
    price.textContent,
  ]);
}

describe('pricing with a billing switch', () => {
  it('is a native radio group, Monthly checked, with both prices in the HTML for CSS to switch', () => {
    const { container } = render(<SectionStack company={company} sections={[withBilling]} />);
    const region = screen.getByRole('region', { name: 'Simple pricing' });
    const group = within(region).getByRole('group', { name: 'Billing period' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' });
    const yearly = within(group).getByRole('radio', { name: 'Yearly' });
    expect(monthly).toBeChecked();
    expect(yearly).not.toBeChecked();
    // One group per section; the values are what the stylesheet's `:has(:checked)` rules match.
    expect(monthly).toHaveAttribute('name', 'plans-billing');
    expect(yearly).toHaveAttribute('name', 'plans-billing');
    expect([monthly, yearly].map((radio) => radio.getAttribute('value'))).toEqual([
      'monthly',
      'yearly',
    ]);
    expect(pricesOf(region)).toEqual([
      ['monthly', '$49 per month'],
      ['yearly', '$89 per year'],
    ]);
    // No script decides what shows: nothing is hidden by attribute, and the radios and prices
    // share the container the CSS rule starts from.
    expect(region.querySelector('[hidden]')).toBeNull();
    expect(group.parentElement).toContainElement(within(region).getByText('$89'));
    expect(container.querySelector('[data-enhanced]')).toBeNull();
  });

  it('checks Yearly on a click of its label, unchecking Monthly', () => {
    render(<SectionStack company={company} sections={[withBilling]} />);
    const region = screen.getByRole('region', { name: 'Simple pricing' });
    fireEvent.click(within(region).getByText('Yearly'));
    expect(within(region).getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(region).getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  });

  it('still announces included and excluded features', () => {
    render(<SectionStack company={company} sections={[withBilling]} />);
    const plan = screen.getByRole('heading', { level: 3, name: 'Pro' }).closest('li')!;
    expect(plan).toHaveTextContent('Included: Collections app');
    expect(plan).toHaveTextContent('Not included: Dedicated manager');
  });

  it('renders plans without a billing choice as a single fixed price and no switch', () => {
    const plain: PricingSection = { ...withBilling, billing: undefined, plans: [{ ...pro }] };
    render(<SectionStack company={company} sections={[plain]} />);
    const region = screen.getByRole('region', { name: 'Simple pricing' });
    expect(within(region).queryByRole('radio')).toBeNull();
    expect(pricesOf(region)).toEqual([]);
    expect(within(region).getByText('$49').parentElement).toHaveTextContent('$49 per month');
    expect(within(region).queryByText('$89')).toBeNull();
  });
});
