// Price plans (spec §9 sample prices: Starter 29, Advanced 49, Premium 69 per month, in USD).
import type { PricePlan } from '../types';

const period = 'per user / month';

export const pricePlans: PricePlan[] = [
  {
    name: 'Starter',
    price: 29,
    currency: 'USD',
    period,
    summary:
      'For Nidhi companies and credit societies moving their first branches off spreadsheets.',
    features: [
      { label: 'Deposits, RD and gold loan modules', included: true },
      { label: 'Loan origination with eKYC and CKYC', included: true },
      { label: 'Standard MIS and statutory reports', included: true },
      { label: 'UPI mobile banking app', included: false },
      { label: 'Microfinance field app', included: false },
      { label: 'Dedicated success manager', included: false },
    ],
    cta: { label: 'Start with Starter', href: '/contact/' },
  },
  {
    name: 'Advanced',
    price: 49,
    currency: 'USD',
    period,
    summary: 'For NBFCs and cooperatives that lend across several products and regions.',
    features: [
      { label: 'Deposits, RD and gold loan modules', included: true },
      { label: 'Loan origination with eKYC and CKYC', included: true },
      { label: 'Standard MIS and statutory reports', included: true },
      { label: 'UPI mobile banking app', included: true },
      { label: 'Microfinance field app', included: true },
      { label: 'Dedicated success manager', included: false },
    ],
    cta: { label: 'Choose Advanced', href: '/contact/' },
    featured: true,
  },
  {
    name: 'Premium',
    price: 69,
    currency: 'USD',
    period,
    summary: 'For small finance banks and large MFIs that need every module and a named team.',
    features: [
      { label: 'Deposits, RD and gold loan modules', included: true },
      { label: 'Loan origination with eKYC and CKYC', included: true },
      { label: 'Standard MIS and statutory reports', included: true },
      { label: 'UPI mobile banking app', included: true },
      { label: 'Microfinance field app', included: true },
      { label: 'Dedicated success manager', included: true },
    ],
    cta: { label: 'Talk to us about Premium', href: '/contact/' },
  },
];

export const pricingNote =
  'Prices exclude GST and are billed annually. Every plan includes a 14-day trial on a sandbox with your own sample data, no credit card needed.';
