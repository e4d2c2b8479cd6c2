import type { PageContent } from '../types';
import { customerTestimonials, smallFinanceBankTestimonial } from '../shared/testimonials';
import { pickIntegrations, trademarkNote } from '../shared/integrations';
import { fintechPartnerLogos } from '../shared/clients';
import { testimonialCarouselUpToThree } from '../shared/carousels';
import { deliveryRecord, deliverySteps } from '../shared/delivery';

/** Home six (spec §2 "Home variants / Six"): lending infrastructure for fintech startups. */
export const homeSixPage: PageContent = {
  meta: {
    title: 'Finorbit for Fintech Startups: Lending APIs',
    description:
      'Launch credit products with your NBFC partner on Finorbit: loan APIs, eKYC, UPI AutoPay collections and co-lending books, from sandbox to production in weeks.',
  },
  header: { dark: true },
  footer: { tone: 'dark' },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'dark',
      eyebrow: 'For fintech startups and their lending partners',
      title: 'Launch your credit product without building a loan ledger',
      highlight: 'without building a loan ledger',
      lead: 'Loan APIs, KYC, collections and the books your NBFC partner needs, on the platform banks and NBFCs already trust. Ship in weeks, not quarters.',
      primary: { label: 'Start a Free Trial', href: '/request-for-demo/' },
      secondary: { label: 'Talk to Sales', href: '/contact/' },
      points: ['Sandbox in a day', 'RBI digital lending ready', 'Pay as you grow'],
      image: {
        src: '/images/illustrations/lending-api-console.svg',
        alt: 'API console creating a ₹25,000 buy-now-pay-later loan that comes back sanctioned in 412 ms, beside a partner dashboard with ₹1.8 crore disbursed this week and NPA at 0.8%',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'logos',
      id: 'startups',
      title: 'Fintech teams lending on Finorbit',
      tone: 'light',
      logos: fintechPartnerLogos,
    },
    {
      type: 'highlights',
      id: 'track-record',
      eyebrow: 'The team behind your stack',
      title: 'Lending experience you do not have to hire',
      tone: 'soft',
      items: deliveryRecord,
    },
    {
      type: 'featureGrid',
      id: 'features',
      eyebrow: 'Features',
      title: 'The lending back office, as an API',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'code',
          title: 'Loan APIs',
          text: 'Create applications, run checks, sanction, disburse and repay over REST, with webhooks for every event.',
        },
        {
          icon: 'fingerprint',
          title: 'KYC in the flow',
          text: 'Aadhaar eKYC, CKYC and DigiLocker documents checked inside your own app screens.',
        },
        {
          icon: 'wallet',
          title: 'UPI AutoPay collections',
          text: 'Mandates, retries and reconciliation for EMIs and BNPL dues, posted to the loan ledger.',
        },
        {
          icon: 'layers',
          title: 'Co-lending books',
          text: 'Split every loan between you and your NBFC partner, with separate books and settlement files.',
        },
        {
          icon: 'shield',
          title: 'Digital lending compliance',
          text: 'Key fact statements, cooling-off periods and lender-to-borrower fund flows as the RBI expects.',
        },
        {
          icon: 'chart',
          title: 'Portfolio analytics',
          text: 'Cohorts, roll rates and collection efficiency for your investors, refreshed every hour.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'launch-service',
      eyebrow: 'Launch service',
      title: 'A lending team on loan until you have your own',
      paragraphs: [
        'Our implementation team has taken 150+ lenders live. We design your product with your NBFC partner, configure it, test the edge cases and stay with you through the first month of disbursals.',
      ],
      points: [
        'Product and credit policy workshop',
        'Sandbox, UAT and production cut-over plan',
        'Launch-week support in your team chat',
      ],
      image: {
        src: '/images/services/implementation-plan.svg',
        alt: 'Go-live plan for 12 branches from product mapping on day 1 to go-live support by day 50, with 1,84,260 accounts migrated and 100% of balances reconciled',
        width: 560,
        height: 440,
      },
      tone: 'soft',
      cta: { label: 'See our services', href: '/single-service/' },
    },
    {
      type: 'featureGrid',
      id: 'services',
      eyebrow: 'Services',
      title: 'Services for teams moving fast',
      tone: 'dark',
      columns: 4,
      items: [
        {
          icon: 'rocket',
          title: 'Launch in weeks',
          text: 'A fixed plan from sandbox to production with your lending partner.',
          link: { label: 'Launch service details', href: '/single-service/' },
        },
        {
          icon: 'plug',
          title: 'Partner integrations',
          text: 'Bureaus, KYC registries and payment rails set up with your own keys.',
          link: { label: 'See integrations', href: '/integrations/' },
        },
        {
          icon: 'cloud',
          title: 'Managed cloud',
          text: 'Hosted in Indian data centres with backups and 24/7 monitoring.',
          link: { label: 'Managed cloud details', href: '/single-service/' },
        },
        {
          icon: 'support',
          title: 'Engineer support',
          text: 'Engineers who know lending answer in your team chat, not a ticket queue.',
          link: { label: 'Support details', href: '/single-service/' },
        },
      ],
    },
    {
      type: 'workProcess',
      id: 'how-we-work',
      eyebrow: 'How we work',
      title: 'From idea to first disbursal in four steps',
      tone: 'light',
      steps: deliverySteps,
    },
    {
      type: 'integrationGrid',
      id: 'integrations',
      eyebrow: 'Integrations',
      title: 'The rails your product runs on',
      tone: 'soft',
      integrations: pickIntegrations(
        'account-aggregator',
        'digilocker',
        'upi-autopay',
        'razorpay',
        'transunion-cibil',
        'whatsapp-business',
      ),
      href: '/integrations/',
      note: trademarkNote,
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'Lenders who built on Finorbit',
      tone: 'light',
      testimonials: [...customerTestimonials, smallFinanceBankTestimonial],
      carousel: testimonialCarouselUpToThree,
    },
    {
      type: 'callToAction',
      id: 'start-trial',
      title: 'Get sandbox keys today',
      lead: 'Start a free trial with test data and the full API, or talk to our team about your lending partner and launch date.',
      primary: { label: 'Start a Free Trial', href: '/request-for-demo/' },
      secondary: { label: 'Talk to Sales', href: '/contact/' },
      tone: 'dark',
    },
  ],
};
