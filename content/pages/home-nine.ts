import type { PageContent, PricePlan } from '../types';
import { customerTestimonials, smallFinanceBankTestimonial } from '../shared/testimonials';
import { testimonialTwoCarousel } from '../shared/carousels';
import { brandLogos, clientLogos } from '../shared/clients';
import { articles } from '../shared/articles';
import { productDemoVideo } from '../shared/videos';

const period = 'per month';

const plans: PricePlan[] = [
  {
    name: 'Website',
    price: 29,
    currency: 'USD',
    period,
    summary:
      'A fast, accessible website for a Nidhi company or credit society, hosted and kept up to date.',
    features: [
      { label: 'Up to 10 pages with an EMI calculator', included: true },
      { label: 'Branch locator and interest-rate tables', included: true },
      { label: 'Hosting in Indian data centres', included: true },
      { label: 'Online account opening', included: false },
      { label: 'Branded mobile app', included: false },
    ],
    cta: { label: 'Choose Website', href: '/contact/' },
  },
  {
    name: 'Digital branch',
    price: 49,
    currency: 'USD',
    period,
    summary: 'Website, online account opening and a branded mobile app on your core banking data.',
    features: [
      { label: 'Up to 10 pages with an EMI calculator', included: true },
      { label: 'Branch locator and interest-rate tables', included: true },
      { label: 'Hosting in Indian data centres', included: true },
      { label: 'Online account opening', included: true },
      { label: 'Branded mobile app', included: true },
    ],
    cta: { label: 'Choose Digital branch', href: '/contact/' },
    featured: true,
  },
  {
    name: 'Design retainer',
    price: 69,
    currency: 'USD',
    period,
    summary: 'A designer and a developer on call for campaigns, forms and new product pages.',
    features: [
      { label: 'Campaign landing pages every month', included: true },
      { label: 'Brand and logo refresh', included: true },
      { label: 'Usability testing with members', included: true },
      { label: 'Online account opening', included: false },
      { label: 'Branded mobile app', included: false },
    ],
    cta: { label: 'Choose Design retainer', href: '/contact/' },
  },
];

/** Home nine: IT solutions for lenders (spec §2 "Nine" and the IT-solution home). */
export const homeNinePage: PageContent = {
  meta: {
    title: 'IT Solutions for Lenders',
    description:
      'Websites, mobile apps and UX design for small finance banks, NBFCs, Nidhi companies and cooperatives, built on Finorbit’s finance suites.',
  },
  footer: { tone: 'dark' },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'soft',
      eyebrow: 'IT solutions for lenders',
      title: 'Digital branches designed and built for India’s lenders',
      highlight: 'designed and built',
      lead: 'Websites, mobile apps and member journeys designed by people who know lending, and built on the same platform that runs your loans and deposits.',
      primary: { label: 'Request For Demo', href: '/request-for-demo/' },
      video: productDemoVideo,
      image: {
        src: '/images/illustrations/loan-dashboard.svg',
        alt: 'Loan dashboard showing disbursements rising month by month, a portfolio-at-risk gauge and a list of approved applications',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'featureGrid',
      id: 'about',
      eyebrow: 'About us',
      title: 'Six finance suites behind every project',
      lead: 'Our design and engineering teams build on Finorbit’s own suites, so your website, app and branches share one ledger.',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'bank',
          title: 'Core banking',
          text: 'Savings, current, FD, RD and loan accounts on one real-time ledger.',
        },
        {
          icon: 'clipboardCheck',
          title: 'Loan origination',
          text: 'CIBIL checks, eKYC, CKYC, AI-camera capture, appraisal and sanction.',
        },
        {
          icon: 'cash',
          title: 'Loan management',
          text: 'Personal, SME, gold and microfinance loans with NACH/eNACH collections.',
        },
        {
          icon: 'wallet',
          title: 'Liability management',
          text: 'Deposits, NCDs and short-term borrowings with maturities and accruals.',
        },
        {
          icon: 'chart',
          title: 'Real-time MIS',
          text: 'Asset classification, CAR, NOF and IRR charts and scheduled reports.',
        },
        {
          icon: 'people',
          title: 'Microfinance',
          text: 'Centres, groups, daily collection and live field-agent tracking.',
          link: { label: 'Explore all products', href: '/products/' },
        },
      ],
    },
    {
      type: 'featureTabs',
      id: 'technology',
      eyebrow: 'What we build',
      title: 'Design and engineering under one roof',
      tone: 'soft',
      tabs: [
        {
          label: 'Web Design',
          title: 'Websites members trust',
          paragraphs: [
            'Fast, accessible websites with rate tables, EMI calculators and branch locators that read from your core banking data, so they are never out of date.',
          ],
          points: [
            'WCAG 2.2 AA accessible',
            'Loads in under two seconds on 4G',
            'Hindi and regional languages',
          ],
          image: {
            src: '/images/portfolio/lending-website.svg',
            alt: 'Lender website with an Apply now button and an EMI calculator showing ₹6,420 a month',
            width: 600,
            height: 450,
          },
        },
        {
          label: 'App Development',
          title: 'Apps on your own ledger',
          paragraphs: [
            'Branded Android and iOS apps for members and field staff, built on the same APIs as our core banking, with UPI payments and offline collection.',
          ],
          points: [
            'UPI, IMPS and NEFT built in',
            'Offline mode for field agents',
            'Published under your name',
          ],
          image: {
            src: '/images/portfolio/loan-app-screens.svg',
            alt: 'Two phone screens: a savings balance of ₹48,210 with Pay EMI by UPI, and a confirmation that the EMI was posted',
            width: 600,
            height: 450,
          },
        },
        {
          label: 'UX/UI Design',
          title: 'Journeys tested with real members',
          paragraphs: [
            'We sit with members and branch staff, map where loan and account journeys stall, and redesign them until first-time users finish without help.',
          ],
          points: [
            'Field research in branches',
            'Clickable prototypes in a week',
            'Design systems your team can keep',
          ],
          image: {
            src: '/images/portfolio/onboarding-web.svg',
            alt: 'Account opening screen with three steps: mobile number, PAN and Aadhaar eKYC done, and video KYC still to do',
            width: 600,
            height: 450,
          },
        },
      ],
    },
    {
      type: 'featureGrid',
      id: 'services',
      eyebrow: 'Services',
      title: 'Services for every stage of going digital',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'laptop',
          title: 'Website development',
          text: 'Rate tables, calculators and forms wired to your core banking data.',
          link: { label: 'Website development details', href: '/single-service/' },
        },
        {
          icon: 'mobile',
          title: 'Mobile apps',
          text: 'Member and field-staff apps for Android and iOS under your brand.',
        },
        {
          icon: 'palette',
          title: 'Brand identity',
          text: 'Logos, colours and guidelines for new institutions and mergers.',
        },
        {
          icon: 'cloud',
          title: 'Cloud hosting',
          text: 'Managed hosting in Indian data centres with daily backups.',
        },
        {
          icon: 'shield',
          title: 'Security audits',
          text: 'Vulnerability scans and fixes ahead of your IS audit.',
        },
        {
          icon: 'plug',
          title: 'Integrations',
          text: 'Bureaus, KYC registries, payment rails and accounting systems.',
        },
      ],
    },
    {
      type: 'portfolio',
      id: 'portfolio',
      eyebrow: 'Portfolio',
      title: 'Recent work for lenders',
      lead: 'Brands, apps and websites we designed for small finance banks, Nidhis and cooperatives.',
      tone: 'soft',
      categories: ['Branding', 'Design', 'Logo', 'Web'],
      items: [
        {
          title: 'Member banking app',
          categories: ['Design'],
          image: {
            src: '/images/portfolio/loan-app-screens.svg',
            alt: 'Two phone screens: a savings balance of ₹48,210 with Pay EMI by UPI, and a confirmation that the EMI was posted',
            width: 600,
            height: 450,
          },
        },
        {
          title: 'Orchid Nidhi identity',
          categories: ['Branding', 'Logo'],
          image: {
            src: '/images/portfolio/credit-union-brand.svg',
            alt: 'Orchid Nidhi brand sheet: a gold triangle mark on a blue circle, the tagline Save, Borrow, Grow and four brand colours',
            width: 600,
            height: 450,
          },
        },
        {
          title: 'MIS dashboard',
          categories: ['Design', 'Web'],
          image: {
            src: '/images/portfolio/mis-dashboard.svg',
            alt: 'Portfolio-at-risk dashboard with a bar chart, a trend line and a capital adequacy ratio of 18.4%',
            width: 600,
            height: 450,
          },
        },
        {
          title: 'Swarna Loans logo',
          categories: ['Logo'],
          image: {
            src: '/images/portfolio/gold-loan-logo.svg',
            alt: 'Swarna Loans logo: a gold coin with a navy ingot, and the line Gold loan in one visit',
            width: 600,
            height: 450,
          },
        },
        {
          title: 'Lending website',
          categories: ['Web'],
          image: {
            src: '/images/portfolio/lending-website.svg',
            alt: 'Lender website with an Apply now button and an EMI calculator showing ₹6,420 a month',
            width: 600,
            height: 450,
          },
        },
        {
          title: 'Field collection app',
          categories: ['Design'],
          image: {
            src: '/images/portfolio/field-app-design.svg',
            alt: 'Field app for Centre 14 in Hosur listing three group collections and a live agent map',
            width: 600,
            height: 450,
          },
        },
        {
          title: 'Banyan Co-op brand',
          categories: ['Branding'],
          image: {
            src: '/images/portfolio/cooperative-brand.svg',
            alt: 'Banyan Co-op brand guidelines cover with a teal leaf mark',
            width: 600,
            height: 450,
          },
        },
        {
          title: 'Online account opening',
          categories: ['Web', 'Design'],
          image: {
            src: '/images/portfolio/onboarding-web.svg',
            alt: 'Account opening screen with three steps: mobile number, PAN and Aadhaar eKYC done, and video KYC still to do',
            width: 600,
            height: 450,
          },
        },
      ],
    },
    {
      type: 'logos',
      id: 'brands',
      title: 'Brands we have worked with',
      tone: 'light',
      logos: [...clientLogos, ...brandLogos],
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'What our clients say',
      tone: 'soft',
      testimonials: [...customerTestimonials, smallFinanceBankTestimonial],
      carousel: testimonialTwoCarousel,
    },
    {
      type: 'pricing',
      id: 'pricing',
      eyebrow: 'Pricing',
      title: 'Simple plans for digital work',
      tone: 'light',
      plans,
      note: 'Prices in USD per month, billed yearly; taxes extra.',
    },
    {
      type: 'callToAction',
      id: 'start-project',
      title: 'Have a project in mind?',
      lead: 'Tell us what your members need; we reply within 24 hours on working days.',
      primary: { label: 'Request For Demo', href: '/request-for-demo/' },
      secondary: { label: 'Talk to our team', href: '/contact/' },
      tone: 'dark',
    },
    {
      type: 'newsCards',
      id: 'latest-news',
      eyebrow: 'Blog',
      title: 'Latest news',
      tone: 'soft',
      articles: articles.slice(0, 3),
      more: { label: 'All news', href: '/news/' },
    },
  ],
};
