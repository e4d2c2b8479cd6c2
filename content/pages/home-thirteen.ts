import type { Img, PageContent } from '../types';
import { clientLogos } from '../shared/clients';
import { customerTestimonials, smallFinanceBankTestimonial } from '../shared/testimonials';
import { paymentLogoCarousel, paymentTestimonialCarousel } from '../shared/carousels';
import { productDemoVideo } from '../shared/videos';

const logo = (file: string, alt: string): Img => ({
  src: `/images/clients/${file}.svg`,
  alt,
  width: 210,
  height: 48,
});

const getStarted = { label: 'Get Started', href: '/contact/' } as const;

/** Home thirteen (fintech payment app): Finorbit Pay, the UPI payments app lenders brand as their own. */
export const homeThirteenPage: PageContent = {
  meta: {
    title: 'Finorbit Pay: the UPI Payments App for Lenders',
    description:
      'A branded UPI payments app for NBFCs, cooperatives and small finance banks: EMI repayments, transfers and shop collections posted straight to your core banking ledger.',
  },
  header: { dark: true },
  footer: { background: true },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'dark',
      eyebrow: 'Finorbit Pay',
      title: 'Payments your borrowers make in two taps',
      highlight: 'in two taps',
      lead: 'A UPI payments app under your own brand: EMI repayments, transfers and shop QR collections, each posted to your core banking ledger in seconds.',
      primary: { label: 'Download Now', href: '/contact/' },
      video: productDemoVideo,
      points: ['UPI and UPI AutoPay', 'Your brand, your customers', 'Live ledger posting'],
      image: {
        src: '/images/payments/payment-app.svg',
        alt: 'Payments app showing a wallet balance of ₹48,250, a Pay via UPI button and three recent payments: an EMI repayment, a supplier transfer and a shop QR collection, with a success notice in 2 seconds',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'logos',
      id: 'customers',
      eyebrow: 'Trusted by lenders',
      title: 'Lenders who put payments in their own app',
      tone: 'light',
      logos: [
        ...clientLogos,
        logo('logo-kaveri-credit', 'Kaveri Credit, a microfinance lender'),
        logo('logo-sahyadri-nidhi', 'Sahyadri Nidhi, a Nidhi company'),
        logo('logo-malabar-finserv', 'Malabar Finserv, a gold loan NBFC'),
        logo('logo-deccan-pay', 'Deccan Pay, a merchant payments partner'),
      ],
      carousel: paymentLogoCarousel,
    },
    {
      type: 'imageFeature',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Collections that reconcile themselves',
      paragraphs: [
        'Every payment in Finorbit Pay carries the loan or account it belongs to, so your branches stop matching bank statements by hand and your borrowers see their EMI marked paid before they close the app.',
      ],
      points: [
        'EMIs posted to the loan the moment UPI confirms',
        'Fewer branch visits and cash collections',
        'One view of app, branch and field payments',
      ],
      image: {
        src: '/images/payments/merchant-dashboard.svg',
        alt: 'Collections dashboard showing ₹6,84,300 collected today from 1,926 UPI payments settled to the loan ledger, a bar chart of the week and a 98% reconciliation ring',
        width: 560,
        height: 440,
      },
      tone: 'soft',
      cta: { label: 'Explore More', href: '/company/' },
    },
    {
      type: 'workProcess',
      id: 'steps',
      eyebrow: 'How it works',
      title: 'Just Few Steps to Start',
      tone: 'light',
      steps: [
        {
          icon: 'person',
          title: 'Register for Free',
          text: 'Customers sign up with their mobile number and complete eKYC in the app.',
        },
        {
          icon: 'gear',
          title: 'Set up your Transfer',
          text: 'Link a bank account over UPI and choose the loan or deposit to pay into.',
        },
        {
          icon: 'send',
          title: 'Make your Payment',
          text: 'Pay an EMI, a supplier or a shop QR with the UPI PIN, in two taps.',
        },
        {
          icon: 'check',
          title: 'Enjoy your Service',
          text: 'The receipt arrives at once and the ledger shows the payment in seconds.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'features',
      eyebrow: 'Features',
      title: 'One app for repayments, transfers and shop payments',
      paragraphs: [
        'Finorbit Pay runs on the same platform as your core banking, so limits, charges and interest rules come from the products you already set up, and every payment shows in your real-time MIS.',
      ],
      points: [
        'UPI AutoPay mandates for EMIs and gold SIPs',
        'QR collections for borrowers who run shops',
        'Alerts for loan eligibility and due dates',
      ],
      image: {
        src: '/images/illustrations/upi-mobile-banking.svg',
        alt: 'Mobile banking app showing a savings balance, a UPI EMI payment of ₹4,250, a confirmation that the EMI was posted to the loan in 2 seconds and a new fixed deposit',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'light',
      cta: getStarted,
    },
    {
      type: 'callToAction',
      id: 'counters',
      title: 'Payments that add up every day',
      lead: 'Across lenders running Finorbit Pay under their own brand.',
      primary: getStarted,
      tone: 'dark',
      stats: [
        { value: '32k', label: 'Daily Transaction' },
        { value: '2.3K', label: 'Seller' },
        { value: '12b+', label: 'Success Payment' },
      ],
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'What lenders say about Finorbit Pay',
      tone: 'soft',
      testimonials: [...customerTestimonials, smallFinanceBankTestimonial],
      carousel: paymentTestimonialCarousel,
    },
    {
      type: 'appDownload',
      id: 'get-the-app',
      eyebrow: 'Get the app',
      title: 'Your brand on every phone',
      lead: 'Finorbit Pay ships in the App Store and Google Play under your name. Ask us for a test build for your team.',
      tone: 'light',
      stores: [
        { store: 'appStore', href: '/contact/' },
        { store: 'playStore', href: '/contact/' },
      ],
      image: {
        src: '/images/payments/app-phones.svg',
        alt: 'Two phones: one scanning a shop QR code to pay, the other confirming an EMI of ₹4,250 paid and posted to the loan',
        width: 480,
        height: 400,
      },
    },
    {
      type: 'subscribeBanner',
      id: 'newsletter',
      title: 'Payments news for lenders',
      lead: 'One email a month on UPI changes, collection ideas and new Finorbit Pay releases.',
      formId: 'payments-newsletter',
      tone: 'soft',
    },
  ],
};
