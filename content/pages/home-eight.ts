import type { PageContent } from '../types';
import {
  cooperativeSocietyTestimonial,
  financeCompanyTestimonial,
  microfinanceTestimonial,
} from '../shared/testimonials';
import { testimonialCarouselUpToThree } from '../shared/carousels';
import { productDemoVideo } from '../shared/videos';

/** Home eight: dark landing page for the white-label mobile banking app (spec §2 "Eight"). */
export const homeEightPage: PageContent = {
  meta: {
    title: 'Mobile Banking App for Lenders',
    description:
      'A white-label mobile banking app with UPI payments, EMI repayments, deposits and loan alerts, published in your institution’s name.',
  },
  header: { dark: true },
  footer: { tone: 'dark' },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'dark',
      eyebrow: 'Mobile banking app',
      title: 'Your members’ bank in their pocket, under your name',
      highlight: 'under your name',
      lead: 'UPI payments, EMI repayments, deposits and loan eligibility alerts in a branded app that posts every transaction to your core banking ledger in seconds.',
      primary: { label: 'Request a demo', href: '/request-for-demo/' },
      video: productDemoVideo,
      points: ['Published under your brand', 'UPI and IMPS built in', 'Live in six weeks'],
      image: {
        src: '/images/illustrations/upi-mobile-banking.svg',
        alt: 'Mobile banking app showing a savings balance, a UPI EMI payment of ₹4,250, a confirmation that the EMI was posted to the loan in 2 seconds and a new fixed deposit',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'featureGrid',
      id: 'app-features',
      eyebrow: 'Features',
      title: 'Everything a borrower or depositor does at the counter',
      lead: 'Members stop queueing for passbook updates and EMI receipts; your branches get their afternoons back.',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'card',
          title: 'UPI payments',
          text: 'Pay and collect over UPI, with EMI reminders that open the payment in one tap.',
        },
        {
          icon: 'savings',
          title: 'Deposits on the go',
          text: 'Open fixed and recurring deposits, see maturity values and renew without a visit.',
        },
        {
          icon: 'growth',
          title: 'Loan eligibility alerts',
          text: 'Pre-approved offers reach members the moment your credit policy says they qualify.',
        },
        {
          icon: 'fingerprint',
          title: 'Secure sign-in',
          text: 'Device binding, MPIN and biometric sign-in, with every session logged for audit.',
        },
        {
          icon: 'document',
          title: 'Statements and certificates',
          text: 'Account statements, interest certificates and loan schedules as PDFs on request.',
        },
        {
          icon: 'support',
          title: 'Help in the app',
          text: 'Raise a service request, track it and get a call back from your branch.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'app-questions',
      eyebrow: 'Questions',
      title: 'What institutions ask about the app',
      tone: 'soft',
      openIndex: 0,
      items: [
        {
          question: 'Is the app published under our name?',
          answer:
            'Yes. We build and publish the app with your name, logo and colours on the App Store and Google Play, under your developer account or ours.',
        },
        {
          question: 'Which payments does it support?',
          answer:
            'UPI collect and pay, IMPS and NEFT transfers, EMI repayments and deposit instalments, all posted to your core banking ledger in real time.',
        },
        {
          question: 'How long does it take to launch?',
          answer:
            'Most institutions launch in about six weeks: two for branding and configuration, two for testing with staff, and two for store review and a soft launch.',
        },
      ],
    },
    {
      type: 'callToAction',
      id: 'app-numbers',
      title: 'Members use it every day',
      lead: 'Across the institutions that run the app in their own name.',
      primary: { label: 'Request a demo', href: '/request-for-demo/' },
      tone: 'dark',
      stats: [
        { value: '72k+', label: 'Happy users' },
        { value: '16', label: 'Good reviews' },
        { value: '28k+', label: 'Downloads' },
      ],
    },
    {
      type: 'testimonialSlider',
      id: 'app-testimonials',
      eyebrow: 'Testimonials',
      title: 'What our customers say about the app',
      tone: 'light',
      testimonials: [
        financeCompanyTestimonial,
        cooperativeSocietyTestimonial,
        microfinanceTestimonial,
      ],
      carousel: testimonialCarouselUpToThree,
    },
    {
      type: 'videoPromo',
      id: 'app-video',
      eyebrow: 'See it in action',
      title: 'Watch a member pay an EMI in under a minute',
      lead: 'A two-minute walkthrough of sign-in, a UPI EMI payment and the receipt landing on the loan account.',
      tone: 'dark',
      video: productDemoVideo,
      points: ['Sign-in with MPIN', 'EMI paid over UPI', 'Receipt posted to the loan'],
    },
    {
      type: 'appDownload',
      id: 'get-the-app',
      eyebrow: 'Download',
      title: 'Get the app for your institution',
      lead: 'The app is white-labelled: each institution publishes its own copy on the App Store, Google Play and Windows. These buttons take you to a demo request, where we show the app and explain how to get it published in your name.',
      tone: 'soft',
      stores: [
        { store: 'appStore', href: '/request-for-demo/' },
        { store: 'playStore', href: '/request-for-demo/' },
        { store: 'windows', href: '/request-for-demo/' },
      ],
    },
  ],
};
