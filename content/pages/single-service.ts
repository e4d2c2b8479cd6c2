import type { PageContent } from '../types';

export const singleServicePage: PageContent = {
  meta: {
    title: 'Quality Software Services',
    description:
      'Implementation, data migration, integrations and managed support for core banking and lending software, delivered by teams in Kochi and Bengaluru.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Services',
      title: 'Quality Software Services',
      lead: 'The software is half of the job. Our people plan the rollout, move your data, connect your partners and keep the platform running.',
      paragraphs: [
        'Every Finorbit customer gets a named implementation manager, a migration team that has moved hundreds of branches off legacy systems, and a support desk that understands lending, not just software.',
      ],
      tone: 'soft',
    },
    {
      type: 'imageFeature',
      id: 'implementation',
      eyebrow: 'Implementation and migration',
      title: 'A go-live plan your branches can trust',
      paragraphs: [
        'We start by mapping your products, charges and accounting to Finorbit, then migrate members, accounts and balances in trial runs until every figure reconciles with your old books. Branches move over one group at a time, so no counter ever closes.',
      ],
      points: [
        'Product and GL mapping workshop in the first week',
        'Trial migrations reconciled account by account',
        'Branch-by-branch cut-over with a parallel run',
        'Staff training in their own branch, in their own language',
      ],
      image: {
        src: '/images/services/implementation-plan.svg',
        alt: 'Implementation plan showing five phases, from product mapping to the last branch going live, completed on day 50',
        width: 560,
        height: 440,
      },
      tone: 'light',
    },
    {
      type: 'imageFeature',
      id: 'integrations',
      eyebrow: 'Integrations and customisation',
      title: 'Connected to the partners you already use',
      paragraphs: [
        'Credit bureaus, CKYC, your sponsor bank for NACH and UPI, SMS and WhatsApp gateways, payment aggregators and co-lending partners: we build and test each connection, and maintain it when the partner changes their API.',
      ],
      points: [
        'CIBIL, Experian, Equifax and CRIF High Mark bureau connectors',
        'Sponsor bank integrations for NACH, UPI, IMPS and NEFT',
        'Custom reports, letters and workflows for your policies',
        'Open APIs for your website, partners and fintech apps',
      ],
      image: {
        src: '/images/products/loan-management.svg',
        alt: 'Loan account screen with a repayment schedule, NACH mandate status active and the next EMI due date',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'soft',
    },
    {
      type: 'imageFeature',
      id: 'support',
      eyebrow: 'Support and managed services',
      title: 'Support that answers in your working day',
      paragraphs: [
        'Our support desk in Kochi and Bengaluru handles day-end questions, NACH returns, audit queries and regulatory changes. Hosting, backups, upgrades and security patches are managed for you in Indian data centres.',
      ],
      points: [
        'Replies within one working day, critical issues within the hour',
        'Backups every 15 minutes, kept for 90 days',
        'Regulatory updates shipped before they take effect',
        'Quarterly reviews of usage, performance and roadmap',
      ],
      image: {
        src: '/images/services/support-desk.svg',
        alt: 'Support desk screen with open tickets for a NACH return and a day-end query, average first response of 42 minutes',
        width: 560,
        height: 440,
      },
      tone: 'light',
    },
    {
      type: 'featureGrid',
      id: 'included',
      eyebrow: 'Included with every plan',
      title: 'What you get from day one',
      tone: 'soft',
      columns: 4,
      items: [
        {
          icon: 'people',
          title: 'Named implementation manager',
          text: 'One person accountable for your plan from kick-off to the last branch going live.',
        },
        {
          icon: 'sync',
          title: 'Data migration',
          text: 'Members, accounts, balances and history moved and reconciled with your books.',
        },
        {
          icon: 'lock',
          title: 'Security and backups',
          text: 'Two-factor logins, audit trails and encrypted backups in Indian data centres.',
        },
        {
          icon: 'support',
          title: 'Ongoing support',
          text: 'Email, phone and WhatsApp support from people who understand lending.',
        },
      ],
    },
    {
      type: 'leadForm',
      id: 'service-contact',
      form: 'serviceContact',
      eyebrow: 'Start a project',
      title: 'Tell us what you need',
      lead: 'Share a few details about your institution and budget; a solutions consultant replies within 24 hours on working days.',
      points: [
        'A scoped proposal for your branches and loan products',
        'A migration plan with a realistic go-live date',
        'References from institutions like yours',
      ],
      tone: 'soft',
    },
    {
      type: 'callToAction',
      id: 'cta',
      title: 'Plan your move to Finorbit',
      lead: 'Share your branch count and current system; we will send a migration plan with a realistic go-live date.',
      primary: { label: 'Request a demo', href: '/request-for-demo/' },
      secondary: { label: 'See the products', href: '/products/' },
      tone: 'dark',
    },
  ],
};
