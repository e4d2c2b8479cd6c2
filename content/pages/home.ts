import type { PageContent } from '../types';
import {
  cooperativeSocietyTestimonial,
  financeCompanyTestimonial,
  microfinanceTestimonial,
  nidhiCompanyTestimonial,
  smallFinanceBankTestimonial,
} from '../shared/testimonials';
import { pricePlans, pricingNote } from '../shared/plans';
import { platformFaqs } from '../shared/faqs';
import { integrations, trademarkNote } from '../shared/integrations';
import { productDemoVideo } from '../shared/videos';

/** Home one (spec §2 "Home variants / One"). */
export const homePage: PageContent = {
  meta: {
    title: 'Core Banking, Lending and Microfinance Software',
    description:
      'Core banking, loan origination, loan management, real-time MIS and microfinance software for small finance banks, NBFCs, Nidhi companies, cooperatives and MFIs.',
  },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'soft',
      eyebrow: 'For small finance banks, NBFCs, Nidhis, cooperatives and MFIs',
      title: 'Core banking and lending software that sanctions loans in minutes',
      highlight: 'in minutes',
      lead: 'Omnichannel core banking, loan origination with eKYC and CIBIL checks, loan management, UPI mobile banking and real-time MIS on one platform, built for India’s growing lenders.',
      primary: { label: 'Talk to our team', href: '/contact/' },
      video: productDemoVideo,
      points: [
        'Up to 60% lower operating cost',
        'RBI-ready compliance reports',
        'Go live in weeks',
      ],
      image: {
        src: '/images/illustrations/loan-dashboard.svg',
        alt: 'Loan dashboard showing disbursements rising month by month, a portfolio-at-risk gauge and a list of approved applications',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'highlights',
      id: 'results',
      eyebrow: 'What changes after go-live',
      title: 'Lower costs, faster loans, reports you can trust',
      lead: 'Results our customers report once branches, field staff and the head office work on one ledger.',
      tone: 'light',
      items: [
        {
          value: '60%',
          label: 'Operational cost saving',
          text: 'Up to 60% less spent on manual entry, reconciliation and paper files once workflows are automated.',
        },
        {
          value: '60%',
          label: 'Infrastructure cost optimisation',
          text: 'Up to 60% lower server and licence spend with cloud hosting in Indian data centres.',
        },
        {
          value: '15 min',
          label: 'From application to sanction',
          text: 'eKYC, CKYC, bureau checks and appraisal on one screen instead of two to three days.',
        },
        {
          value: '50 days',
          label: 'Legacy migration',
          text: 'A multi-branch co-operative society moved every account off its old system in 50 days.',
        },
      ],
    },
    {
      type: 'featureGrid',
      id: 'why-choose-us',
      eyebrow: 'Why choose us',
      title: 'One platform for every part of a lending business',
      lead: 'Pick the modules you need today and switch on the rest as you grow, without a second vendor or a second ledger.',
      tone: 'soft',
      columns: 3,
      items: [
        {
          icon: 'bank',
          title: 'Omnichannel core banking',
          text: 'Savings, current, FD, RD and loan accounts on one real-time ledger shared by branches, the mobile app and field staff.',
        },
        {
          icon: 'mobile',
          title: 'UPI mobile banking',
          text: 'A branded app for payments over UPI, EMI repayments, deposits and statements, with loan eligibility alerts.',
        },
        {
          icon: 'savings',
          title: 'Online gold loan',
          text: 'Appraisal, pledge, sanction and renewal in one visit, with ornament photos and LTV checks built in.',
        },
        {
          icon: 'cash',
          title: 'Loan management',
          text: 'Personal, SME, purchase finance, microfinance and micro credit loans, securitisation, NACH/eNACH and IMPS/NEFT.',
        },
        {
          icon: 'wallet',
          title: 'Liability management',
          text: 'Deposits, NCDs and short-term borrowings tracked with maturities, interest accruals and ALM buckets.',
        },
        {
          icon: 'shield',
          title: 'Compliance automation',
          text: 'Accounts, finance and regulatory returns generated from live data, with an audit trail on every entry.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'loan-origination',
      eyebrow: 'Loan origination',
      title: 'From application to sanction while the borrower waits',
      paragraphs: [
        'Every check a credit officer needs sits on one screen. The application pulls the bureau report, verifies identity and reads documents from a phone camera, then routes the file through appraisal and approval by your credit policy.',
      ],
      points: [
        'CIBIL check, eKYC and CKYC in the same flow',
        'AI-camera capture reads PAN, Aadhaar and bank statements',
        'Credit appraisal, loan pre-approval and sanction with maker-checker',
      ],
      image: {
        src: '/images/illustrations/loan-origination.svg',
        alt: 'Loan application checklist with CIBIL score 782, eKYC verified, CKYC downloaded, four documents captured by AI camera, appraisal done and pre-approval in review, beside a sanction card for ₹1,80,000',
        width: 560,
        height: 440,
      },
      tone: 'light',
    },
    {
      type: 'imageFeature',
      id: 'mobile-banking',
      eyebrow: 'Mobile banking and MIS',
      title: 'UPI payments in the app, real-time MIS at head office',
      paragraphs: [
        'Customers pay EMIs over UPI, open deposits and check balances in your branded app. Every transaction lands on the same ledger your branches use, so the MIS is current the moment it happens.',
      ],
      points: [
        'Operational reports, asset classification and performance variance',
        'CAR, NOF and IRR charts with portfolio control',
        'Business projections and scheduled reports for your board',
      ],
      image: {
        src: '/images/illustrations/upi-mobile-banking.svg',
        alt: 'Mobile banking app showing a savings balance, a UPI EMI payment of ₹4,250, a confirmation that the EMI was posted to the loan in 2 seconds and a new fixed deposit',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'soft',
      cta: { label: 'Discuss your branches', href: '/contact/' },
    },
    {
      type: 'featureGrid',
      id: 'microfinance',
      eyebrow: 'Microfinance suite',
      title: 'Built for field teams, centres and groups',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'location',
          title: 'Field monitoring',
          text: 'Live agent tracking shows which centres were visited and what was collected, as it happens.',
        },
        {
          icon: 'people',
          title: 'Centres and groups',
          text: 'Group formation, review and training records, with daily collection sheets for every centre.',
        },
        {
          icon: 'chart',
          title: 'Targets and delinquency',
          text: 'Target allocation per officer and delinquency reports read out by a voice assistant in the field app.',
        },
      ],
    },
    {
      type: 'testimonialTabs',
      id: 'customer-stories',
      eyebrow: 'Customer stories',
      title: 'What lenders say after switching',
      lead: 'Five kinds of institutions, one platform.',
      tone: 'soft',
      items: [
        { tab: 'Finance company', testimonial: financeCompanyTestimonial },
        { tab: 'Co-operative society', testimonial: cooperativeSocietyTestimonial },
        { tab: 'Nidhi company', testimonial: nidhiCompanyTestimonial },
        { tab: 'Microfinance', testimonial: microfinanceTestimonial },
        { tab: 'Small finance bank', testimonial: smallFinanceBankTestimonial },
      ],
    },
    {
      type: 'workProcess',
      id: 'how-we-work',
      eyebrow: 'How we work',
      title: 'Live in weeks, in four steps',
      lead: 'A named implementation lead takes you from the first workshop to the first month after go-live.',
      tone: 'light',
      steps: [
        {
          icon: 'search',
          title: 'Discover',
          text: 'We map your products, branches, charts of accounts and reports in a two-day workshop.',
        },
        {
          icon: 'gear',
          title: 'Configure',
          text: 'Loan products, interest rules, approval limits and report formats are set up to your policy.',
        },
        {
          icon: 'sync',
          title: 'Migrate',
          text: 'Member, deposit and loan data moves from your old system, with parallel runs until balances match.',
        },
        {
          icon: 'rocket',
          title: 'Go live',
          text: 'Branches switch over together, staff are trained on site, and our support desk stays on call.',
        },
      ],
    },
    {
      type: 'pricing',
      id: 'pricing',
      eyebrow: 'Price list',
      title: 'Plans that grow with your branches',
      lead: 'Pay per active user. Switch plans as you add products and regions.',
      tone: 'soft',
      plans: pricePlans,
      note: pricingNote,
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Questions lenders ask us',
      lead: 'Migration, data residency, KYC, UPI, reports and support: the answers our customers needed before they switched.',
      tone: 'light',
      items: platformFaqs,
      openIndex: 0,
      cta: { label: 'Ask us something else', href: '/contact/' },
    },
    {
      type: 'integrationLogos',
      id: 'integrations',
      eyebrow: 'Integrations',
      title: 'Connected to the services Indian lenders rely on',
      lead: 'Credit bureaus, KYC registries, payment rails, messaging, accounting and analytics, ready to switch on.',
      tone: 'soft',
      integrations: integrations.slice(0, 16),
      cta: { label: 'See featured integrations', href: '/integrations/' },
      note: trademarkNote,
    },
    {
      type: 'callToAction',
      id: 'get-started',
      title: 'See the platform with your own loan products',
      lead: 'Book a walkthrough with our solutions team; we reply within 24 hours on working days.',
      primary: { label: 'Request a demo', href: '/request-for-demo/' },
      secondary: { label: 'Talk to our team', href: '/contact/' },
      tone: 'dark',
    },
  ],
};
