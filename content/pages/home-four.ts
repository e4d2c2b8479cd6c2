import type { PageContent } from '../types';
import { customerTestimonials, smallFinanceBankTestimonial } from '../shared/testimonials';
import { testimonialCarouselUpToThree } from '../shared/carousels';
import { productDemoVideo } from '../shared/videos';

/** Home four: the field collections app landing page (spec §2 "Home variants / Four"). */
export const homeFourPage: PageContent = {
  meta: {
    title: 'Finorbit Collect: the Field Collections App for Lenders',
    description:
      'Finorbit Collect: EMI collection, UPI receipts and offline visits for field officers, posted straight to your core banking ledger. Try Pro free for 14 days.',
  },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'soft',
      eyebrow: 'Finorbit Collect app',
      title: 'Collect every EMI in the field and post it to your ledger in seconds',
      highlight: 'in seconds',
      lead: 'A mobile app for the collection officers of NBFCs, MFIs and cooperatives: the day’s route, dues per borrower, UPI and cash receipts, and offline visits that sync when the signal returns.',
      primary: { label: 'Start a 14-day trial', href: '/signup/' },
      secondary: { label: 'Request a demo', href: '/request-for-demo/', variant: 'outline' },
      points: ['14-day free trial', 'No credit card needed', 'Android and iOS'],
      image: {
        src: '/images/illustrations/field-collections-app.svg',
        alt: 'Collections app showing 12 visits worth ₹48,600 with 8 collected, receipts paid by UPI and cash, a payment posted to core banking in 2 seconds and 4 offline visits synced',
        width: 560,
        height: 440,
      },
      video: productDemoVideo,
    },
    {
      type: 'featureGrid',
      id: 'special-features',
      eyebrow: 'Special features',
      title: 'Built for officers who collect on foot and on two wheelers',
      lead: 'Everything an officer needs between the branch and the borrower’s door, on a phone that may be offline half the day.',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'location',
          title: 'Planned routes',
          text: 'Each officer gets the day’s visits in order, with dues, last payment and the borrower’s address on a map.',
        },
        {
          icon: 'card',
          title: 'UPI and cash receipts',
          text: 'Show a UPI QR for the exact EMI, or take cash and print or send a numbered receipt on the spot.',
        },
        {
          icon: 'cloud',
          title: 'Works offline',
          text: 'Visits, receipts and photos are stored on the phone and sync the moment the network is back.',
        },
        {
          icon: 'fingerprint',
          title: 'Secure by design',
          text: 'Device binding, PIN or fingerprint login and remote wipe if a phone is lost.',
        },
        {
          icon: 'chart',
          title: 'Live dashboard',
          text: 'Branch managers see collection efficiency by officer and centre while the day is still running.',
        },
        {
          icon: 'chat',
          title: 'Reminders that work',
          text: 'SMS and WhatsApp reminders go out before the due date, so fewer visits end without a payment.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'core-banking-integration',
      eyebrow: 'Integrates with core banking',
      title: 'Every receipt lands on the loan account, not in a spreadsheet',
      paragraphs: [
        'Finorbit Collect talks to the same ledger your branches use. A payment taken in a village at noon is on the loan account, the day book and the MIS the moment it is confirmed, so there is no evening upload and no double entry.',
      ],
      points: [
        'EMI, penalty and charges split by your appropriation rules',
        'Branch cash and UPI settlements reconciled automatically',
        'Works with Finorbit core banking or your own system through our API',
      ],
      image: {
        src: '/images/products/loan-management.svg',
        alt: 'Loan account screen with a repayment schedule, NACH mandate status active and the next EMI due date',
        width: 560,
        height: 440,
      },
      tone: 'soft',
    },
    {
      type: 'imageFeature',
      id: 'payments-integration',
      eyebrow: 'Integrates with payments',
      title: 'UPI, NACH and WhatsApp receipts built in',
      paragraphs: [
        'The app connects to the payment rails your borrowers already use. A dynamic UPI QR carries the exact amount and loan reference, mandates show their status before a visit, and the receipt reaches the borrower on WhatsApp or SMS.',
      ],
      points: [
        'UPI QR and collect requests with instant confirmation',
        'NACH and eNACH mandate status on every due',
        'Receipts on WhatsApp Business or DLT-registered SMS',
      ],
      image: {
        src: '/images/illustrations/upi-mobile-banking.svg',
        alt: 'Mobile banking app showing a savings balance, a UPI EMI payment of ₹4,250, a confirmation that the EMI was posted to the loan in 2 seconds and a new fixed deposit',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'light',
      cta: { label: 'See all integrations', href: '/integrations/' },
    },
    {
      type: 'workProcess',
      id: 'setup',
      eyebrow: 'Setup',
      title: 'Collecting in four steps',
      lead: 'Most teams take their first payment in the app the same week.',
      tone: 'soft',
      steps: [
        {
          icon: 'person',
          title: 'Create your account',
          text: 'Sign up for the 14-day trial and add your branches; no credit card is needed.',
        },
        {
          icon: 'sync',
          title: 'Connect your loan book',
          text: 'Link Finorbit core banking in one click, or upload today’s dues from your system.',
        },
        {
          icon: 'people',
          title: 'Invite your officers',
          text: 'Officers get an SMS link, install the app and bind it to their phone with a PIN.',
        },
        {
          icon: 'rocket',
          title: 'Start collecting',
          text: 'Routes are planned overnight; receipts and dashboards update from the first visit.',
        },
      ],
    },
    {
      type: 'pricing',
      id: 'pricing',
      eyebrow: 'Pricing',
      title: 'Simple plans for teams of every size',
      lead: 'Pay per branch, switch plans any time. Pro comes with a 14-day free trial.',
      tone: 'light',
      billing: {
        label: 'Billing period',
        options: [
          { id: 'monthly', label: 'Monthly' },
          { id: 'yearly', label: 'Yearly' },
        ],
      },
      plans: [
        {
          name: 'Basic',
          price: 19,
          currency: 'USD',
          period: 'per branch / month',
          prices: {
            monthly: { price: 19, period: 'per branch / month' },
            yearly: { price: 39, period: 'per branch / year' },
          },
          summary: 'For a single branch trying digital collections for the first time.',
          features: [
            { label: 'Up to 5 field officers', included: true },
            { label: 'UPI and cash receipts', included: true },
            { label: 'Offline visits', included: true },
            { label: 'Route planning', included: false },
            { label: 'WhatsApp receipts', included: false },
          ],
          cta: { label: 'Choose Basic', href: '/signup/' },
        },
        {
          name: 'Pro',
          price: 49,
          currency: 'USD',
          period: 'per branch / month',
          prices: {
            monthly: { price: 49, period: 'per branch / month' },
            yearly: { price: 89, period: 'per branch / year' },
          },
          summary: 'For growing lenders with several branches. Includes a 14-day free trial.',
          features: [
            { label: 'Up to 25 field officers', included: true },
            { label: 'UPI and cash receipts', included: true },
            { label: 'Offline visits', included: true },
            { label: 'Route planning', included: true },
            { label: 'WhatsApp receipts', included: true },
          ],
          cta: { label: 'Start 14-day trial', href: '/signup/' },
          featured: true,
        },
        {
          name: 'Business',
          price: 99,
          currency: 'USD',
          period: 'per branch / month',
          prices: {
            monthly: { price: 99, period: 'per branch / month' },
            yearly: { price: 179, period: 'per branch / year' },
          },
          summary: 'For MFIs and NBFCs with large field teams and their own core system.',
          features: [
            { label: 'Unlimited field officers', included: true },
            { label: 'UPI and cash receipts', included: true },
            { label: 'Offline visits', included: true },
            { label: 'Route planning', included: true },
            { label: 'WhatsApp receipts', included: true },
          ],
          cta: { label: 'Talk to sales', href: '/contact/' },
        },
      ],
      note: 'Prices in US dollars, excluding GST. The 14-day trial needs no credit card and you can cancel any time.',
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Questions about the app',
      tone: 'soft',
      openIndex: 0,
      items: [
        {
          question: 'What happens when an officer has no network?',
          answer:
            'The app keeps working. Visits, receipts and photos are stored encrypted on the phone and sync as soon as a connection returns; the receipt number is reserved on the device so nothing is issued twice.',
        },
        {
          question: 'Do we need Finorbit core banking to use the app?',
          answer:
            'No. With Finorbit core banking it connects in one click. With another system, we load dues from a daily file or your API and send payments back the same way.',
        },
        {
          question: 'How does the 14-day trial work?',
          answer:
            'Sign up, connect a branch and collect with real officers for 14 days. No credit card is needed; at the end, pick a plan or let the trial lapse and we delete the data.',
        },
        {
          question: 'What is the difference between monthly and yearly billing?',
          answer:
            'Monthly billing can be cancelled at the end of any month. Yearly billing is paid once for twelve months at a lower total price per branch.',
        },
      ],
      cta: { label: 'Ask us something else', href: '/contact/' },
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'What collection teams tell us',
      tone: 'light',
      testimonials: [...customerTestimonials, smallFinanceBankTestimonial],
      carousel: testimonialCarouselUpToThree,
    },
    {
      type: 'leadForm',
      id: 'contact',
      form: 'contact',
      eyebrow: 'Contact',
      title: 'Plan your rollout with us',
      lead: 'Tell us how many branches and officers you have; we reply within 24 hours on working days.',
      points: [
        'A walkthrough with your own loan products',
        'Help connecting your loan book',
        'Training for branch managers and officers',
      ],
      tone: 'soft',
    },
  ],
};
