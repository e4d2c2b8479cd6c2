import type { PageContent, PricePlan } from '../types';

const period = 'per month';
const analyticsFeatures = (teams: string, agents: string, targets: string) => [
  { label: teams, included: true },
  { label: agents, included: true },
  { label: targets, included: true },
];

const analyticsPlans: PricePlan[] = [
  {
    name: 'Starter',
    price: 25,
    currency: 'USD',
    period,
    summary: 'For one branch team tracking its own portfolio.',
    features: analyticsFeatures('1 team', '1 installed agent', '1 target per month'),
    cta: { label: 'Start with Starter', href: '/signup/' },
  },
  {
    name: 'Advanced',
    price: 45,
    currency: 'USD',
    period,
    summary: 'For regional teams comparing branches and officers.',
    features: analyticsFeatures('5 teams', '3 installed agents', '24 targets per month'),
    cta: { label: 'Choose Advanced', href: '/signup/' },
    featured: true,
  },
  {
    name: 'Premium',
    price: 75,
    currency: 'USD',
    period,
    summary: 'For head office running the whole network on one dashboard.',
    features: analyticsFeatures('6 teams', '8 installed agents', '40 targets per month'),
    cta: { label: 'Talk to us about Premium', href: '/contact/' },
  },
];

/** Home seven: the portfolio analytics landing page (spec §2 "Home variants / Seven"). */
export const homeSevenPage: PageContent = {
  meta: {
    title: 'Finorbit Analytics: Real-time Portfolio Insight for Lenders',
    description:
      'Finorbit Analytics turns your loan book into live dashboards: disbursements, collection efficiency, PAR and targets by branch and officer, from $25 a month.',
  },
  header: { dark: true },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'dark',
      eyebrow: 'Finorbit Analytics',
      title: 'See your whole loan book, live, on one dashboard',
      highlight: 'live',
      lead: 'Disbursements, collection efficiency, portfolio at risk and officer targets update with every transaction, so you act on today’s numbers instead of last month’s report.',
      primary: { label: 'Start free', href: '/signup/' },
      secondary: { label: 'Request a demo', href: '/request-for-demo/', variant: 'light' },
      points: ['Connects in a day', 'No data leaves India', 'Plans from $25 a month'],
      image: {
        src: '/images/illustrations/analytics-dashboard.svg',
        alt: 'Portfolio analytics dashboard with ₹14.2 Cr disbursed this month, 98.4% collection efficiency, PAR 30 at 1.8% and six months of disbursements and collections rising together',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'featureGrid',
      id: 'features',
      eyebrow: 'Features',
      title: 'Analytics built around how lenders work',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'speedometer',
          title: 'Live portfolio health',
          text: 'PAR buckets, NPA movement and collection efficiency recalculated with every posting.',
        },
        {
          icon: 'bullseye',
          title: 'Targets that track themselves',
          text: 'Set monthly targets per team and officer; progress updates without anyone filling a sheet.',
        },
        {
          icon: 'layers',
          title: 'Drill down to the account',
          text: 'Go from the network view to a region, a branch, an officer and the loan behind a number.',
        },
        {
          icon: 'server',
          title: 'Installed agents',
          text: 'A light agent reads your core banking database and sends only aggregates, encrypted, to your dashboard.',
        },
        {
          icon: 'email',
          title: 'Scheduled reports',
          text: 'Board packs and daily branch summaries land in inboxes as PDF or spreadsheet on your schedule.',
        },
        {
          icon: 'lock',
          title: 'Role-based access',
          text: 'Branch managers see their branch, regional heads their region and the board everything.',
        },
      ],
    },
    {
      type: 'highlights',
      id: 'metrics',
      eyebrow: 'Metrics',
      title: 'Numbers our analytics customers watch move',
      tone: 'soft',
      items: [
        {
          value: '55%',
          label: 'Less time on reports',
          text: 'MIS teams stop compiling spreadsheets and start answering questions.',
        },
        {
          value: '5K+',
          label: 'Dashboards in daily use',
          text: 'Opened by branch managers, regional heads and boards every working day.',
        },
        {
          value: '15M+',
          label: 'Loan accounts analysed',
          text: 'Across small finance banks, NBFCs, MFIs and cooperatives.',
        },
        {
          value: '95%',
          label: 'Targets tracked automatically',
          text: 'Officer and branch targets updated from the ledger, not from sheets.',
        },
      ],
    },
    {
      type: 'pricing',
      id: 'pricing',
      eyebrow: 'Price list',
      title: 'Plans for every size of team',
      lead: 'Every plan includes live dashboards, scheduled reports and email support.',
      tone: 'light',
      plans: analyticsPlans,
      note: 'Prices in US dollars per month, excluding GST. Upgrade or cancel at the end of any month.',
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Questions about Finorbit Analytics',
      tone: 'soft',
      openIndex: 0,
      items: [
        {
          question: 'What is an installed agent?',
          answer:
            'A small service installed next to your core banking database. It reads the tables it needs, computes aggregates and sends them encrypted to your dashboard; account-level data stays on your servers.',
        },
        {
          question: 'Does it work with core banking systems other than Finorbit?',
          answer:
            'Yes. The agent reads common core banking and loan management databases, and we map custom schemas during onboarding.',
        },
        {
          question: 'What counts as a target?',
          answer:
            'One measurable goal for a team or officer in a month, for example disbursements, collections or new accounts. Each plan includes a number of targets per month.',
        },
        {
          question: 'Where is our data stored?',
          answer:
            'In Indian data centres only, encrypted at rest and in transit, with access logged for audit.',
        },
      ],
    },
    {
      type: 'leadForm',
      id: 'contact',
      form: 'contact',
      eyebrow: 'Contact',
      title: 'See your own numbers in a demo',
      lead: 'Tell us about your portfolio and we will reply within 24 hours on working days.',
      points: [
        'A dashboard built on a sample of your data',
        'Help choosing the right plan',
        'Setup of your first installed agent',
      ],
      tone: 'light',
    },
  ],
};
