import type { PageContent } from '../types';
import {
  cooperativeSocietyTestimonial,
  financeCompanyTestimonial,
  microfinanceTestimonial,
} from '../shared/testimonials';
import { pickIntegrations, trademarkNote } from '../shared/integrations';
import { articles } from '../shared/articles';
import { deliveryRecord, deliverySteps } from '../shared/delivery';

/** Home two (spec §2 "Home variants / Two"): the cloud free-trial campaign. */
export const homeTwoPage: PageContent = {
  meta: {
    title: 'Finorbit Cloud: Start a Free Trial of Lending Software',
    description:
      'Try Finorbit Cloud free for 14 days: loan origination, eKYC and real-time MIS for NBFCs, Nidhis and cooperatives. No credit card, support 24/7, cancel anytime.',
  },
  footer: { tone: 'light' },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'soft',
      eyebrow: 'Finorbit Cloud for NBFCs, Nidhis and cooperatives',
      title: 'Run your lending business in the cloud from day one',
      highlight: 'in the cloud',
      lead: 'Set up branches, loan products and eKYC in an afternoon, sanction your first loan the same week, and only sign when your team is convinced.',
      primary: { label: 'Start a Free Trial', href: '/request-for-demo/' },
      secondary: { label: 'Talk to Sales', href: '/contact/' },
      points: ['14-day free trial', 'No credit card', 'Support 24/7', 'Cancel anytime'],
      image: {
        src: '/images/illustrations/cloud-trial.svg',
        alt: 'Free-trial setup screen with 14 days left: four of five steps done (branches, gold loan product, eKYC and CIBIL keys, 1,240 members imported), 38 loans sanctioned and an average of 14 minutes to sanction',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'highlights',
      id: 'reviews',
      eyebrow: 'Customer reviews',
      title: 'Rated by the lenders who run on it',
      tone: 'light',
      items: [
        {
          value: '4.9 of 5',
          label: 'Average rating',
          text: 'From credit officers, branch managers and CFOs reviewing Finorbit after their first year live.',
        },
        {
          value: '2k+',
          label: 'Five-star reviews',
          text: 'Most of them mention the same two things: loans sanctioned faster and month-end closing in hours.',
        },
        {
          value: '24/7',
          label: 'Support in the trial',
          text: 'The engineers who look after our paying customers answer your trial questions too.',
        },
      ],
    },
    {
      type: 'highlights',
      id: 'track-record',
      eyebrow: 'Our track record',
      title: 'A cloud platform with years of go-lives behind it',
      tone: 'soft',
      items: deliveryRecord,
    },
    {
      type: 'imageFeature',
      id: 'trial-origination',
      eyebrow: 'Try it with real files',
      title: 'Sanction a loan during the trial, not after the contract',
      paragraphs: [
        'Your trial workspace comes with loan origination switched on. Add your own product, pull a sandbox CIBIL report and take a file from application to sanction with your own approval limits.',
      ],
      points: [
        'eKYC, CKYC and bureau checks in the same flow',
        'Your interest rules, fees and approval matrix',
        'Sample data you can delete with one click',
      ],
      image: {
        src: '/images/products/loan-origination.svg',
        alt: 'New MSME loan application of ₹6,50,000 with Aadhaar eKYC verified, CKYC downloaded, four documents captured by AI camera, a CIBIL score of 782 and 14 minutes 32 seconds to sanction',
        width: 560,
        height: 440,
      },
      tone: 'light',
    },
    {
      type: 'imageFeature',
      id: 'trial-reports',
      eyebrow: 'Reports from the first day',
      title: 'Real-time MIS that your board can read',
      paragraphs: [
        'Every receipt and disbursement lands on one ledger, so the dashboards are current the moment a branch posts. Export the same reports your auditors and the RBI ask for.',
      ],
      points: [
        'Portfolio at risk, collections and disbursement trends',
        'Scheduled reports by email to your board',
        'Data hosted in Indian data centres',
      ],
      image: {
        src: '/images/products/mis-analytics.svg',
        alt: 'Board MIS updated 2 minutes ago: capital adequacy 19.6%, net owned funds ₹64.2 crore, gross NPA falling from 3.4% to 1.8% over four quarters and branch performance against plan',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'soft',
      cta: { label: 'See all products', href: '/products/' },
    },
    {
      type: 'featureGrid',
      id: 'services',
      eyebrow: 'Services',
      title: 'Everything a cloud lender needs, switched on when you are',
      lead: 'Start with one module in the trial and add the rest as your book grows.',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'cloud',
          title: 'Managed hosting',
          text: 'Backups, patches and disaster recovery in Indian data centres, monitored around the clock.',
          link: { label: 'Managed hosting details', href: '/single-service/' },
        },
        {
          icon: 'sync',
          title: 'Data migration',
          text: 'Members, deposits and loans moved from your old system with parallel runs until balances match.',
          link: { label: 'Data migration details', href: '/single-service/' },
        },
        {
          icon: 'plug',
          title: 'Integrations',
          text: 'Credit bureaus, KYC registries, UPI, NACH and SMS gateways set up with your own accounts.',
          link: { label: 'Integration services', href: '/integrations/' },
        },
        {
          icon: 'people',
          title: 'Staff training',
          text: 'Role-based sessions for tellers, credit officers and accountants, online or at your branches.',
          link: { label: 'Training details', href: '/single-service/' },
        },
        {
          icon: 'shield',
          title: 'Compliance reports',
          text: 'Regulatory returns and audit trails generated from live data instead of spreadsheets.',
          link: { label: 'Compliance reporting details', href: '/single-service/' },
        },
        {
          icon: 'support',
          title: 'Support desk',
          text: 'Engineers who know lending answer by phone, chat and email, 24/7 in the trial and after.',
          link: { label: 'Support desk details', href: '/single-service/' },
        },
      ],
    },
    {
      type: 'workProcess',
      id: 'how-it-works',
      eyebrow: 'From trial to go-live',
      title: 'Four steps from your first login to your first branch live',
      tone: 'soft',
      steps: deliverySteps,
    },
    {
      type: 'testimonialTabs',
      id: 'customer-stories',
      eyebrow: 'Customer stories',
      title: 'Lenders who started with a trial',
      tone: 'light',
      items: [
        { tab: 'Finance company', testimonial: financeCompanyTestimonial },
        { tab: 'Co-operative society', testimonial: cooperativeSocietyTestimonial },
        { tab: 'Microfinance', testimonial: microfinanceTestimonial },
      ],
    },
    {
      type: 'integrationGrid',
      id: 'integrations',
      eyebrow: 'Integrations',
      title: 'Connect the services you already use',
      lead: 'Switch them on from the trial workspace; production keys go in when you are ready.',
      tone: 'soft',
      integrations: pickIntegrations(
        'transunion-cibil',
        'aadhaar-ekyc',
        'ckyc-registry',
        'upi-autopay',
        'nach-enach',
        'whatsapp-business',
      ),
      href: '/integrations/',
      note: trademarkNote,
    },
    {
      type: 'newsCards',
      id: 'latest-news',
      eyebrow: 'Latest news',
      title: 'What is new at Finorbit',
      tone: 'light',
      articles: articles.slice(0, 3),
      more: { label: 'Read all news', href: '/news/' },
    },
    {
      type: 'callToAction',
      id: 'start-trial',
      title: 'Your trial workspace is ready in minutes',
      lead: '14 days free, no credit card, support 24/7. Cancel anytime, or keep your data when you sign.',
      primary: { label: 'Start a Free Trial', href: '/request-for-demo/' },
      secondary: { label: 'Talk to Sales', href: '/contact/' },
      tone: 'dark',
    },
  ],
};
