// The fixed vocabularies the Markdown collections choose from: news categories and authors, help
// topics, job teams and terms. The front-matter schemas (content/schema/front-matter.ts) accept only
// these values, so a typo in a file fails the build instead of creating a stray category.
import type { IconName } from './icons';

export const newsCategories = [
  { slug: 'marketing', icon: 'chat', label: 'Marketing' },
  { slug: 'sales', icon: 'cash', label: 'Sales' },
  { slug: 'design', icon: 'mobile', label: 'Design' },
  { slug: 'development', icon: 'gear', label: 'Development' },
  { slug: 'product-design', icon: 'clipboardCheck', label: 'Product Design' },
  { slug: 'customers', icon: 'people', label: 'Customers' },
  { slug: 'agency', icon: 'support', label: 'Agency' },
  { slug: 'investors', icon: 'growth', label: 'Investors' },
  { slug: 'research', icon: 'search', label: 'Research' },
] as const satisfies readonly { slug: string; icon: IconName; label: string }[];

export type NewsCategory = (typeof newsCategories)[number];
export type NewsCategorySlug = NewsCategory['slug'];

/** Who writes the news; a post names its author by key. */
export const authors = {
  meera: { name: 'Meera Pillai', role: 'Head of Marketing' },
  rahul: { name: 'Rahul Varghese', role: 'Sales Director, South India' },
  divya: { name: 'Divya Shenoy', role: 'Design Lead' },
  arjun: { name: 'Arjun Nair', role: 'Principal Engineer' },
  sneha: { name: 'Sneha Iyer', role: 'Product Manager, Lending' },
  karthik: { name: 'Karthik Rao', role: 'Customer Success Lead' },
  anand: { name: 'Anand Menon', role: 'Founder and CEO' },
  farah: { name: 'Farah Qureshi', role: 'Research Analyst' },
} as const satisfies Record<string, { name: string; role: string }>;

export const helpTopics = [
  'Payments Query',
  'Setup or Installment',
  'Technical Support',
  'Retailers & Customer',
  'Security Issues',
  'Brand Creation',
  'Legal Support',
] as const;

export type HelpTopic = (typeof helpTopics)[number];

/** schema.org employmentType values, with the words a card shows. */
export const employmentTypes = {
  'full-time': { label: 'Full Time', schema: 'FULL_TIME' },
  'part-time': { label: 'Part Time', schema: 'PART_TIME' },
  contract: { label: 'Contract', schema: 'CONTRACTOR' },
  internship: { label: 'Internship', schema: 'INTERN' },
} as const;

export const workplaces = {
  'on-site': 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
} as const;

export const currencies = { USD: '$', INR: '₹', GBP: '£' } as const;

export type Currency = keyof typeof currencies;
