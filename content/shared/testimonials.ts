// Customer testimonials used on several pages (spec §1: the two case studies).
import type { Testimonial, TestimonialTab } from '../types';

export const financeCompanyTestimonial: Testimonial = {
  id: 'finance-company',
  author: 'Chief Operating Officer',
  role: 'Chief Operating Officer',
  organisation: 'A national non-banking finance company',
  headline: 'Loan turnaround cut from 2-3 days to 15 minutes',
  quote:
    'Our turnaround time fell from two to three days to fifteen minutes once origination, eKYC and appraisal moved onto one platform. Operating costs came down across our national business, and our branches now spend their time with borrowers instead of paperwork.',
  logo: {
    src: '/images/clients/finance-company.svg',
    alt: 'Finance company logo',
    width: 56,
    height: 56,
  },
  rating: 5,
};

export const cooperativeSocietyTestimonial: Testimonial = {
  id: 'cooperative-society',
  author: 'General Manager',
  role: 'General Manager',
  organisation: 'A multi-branch co-operative credit society',
  headline: 'Legacy system migrated in 50 days',
  quote:
    'We moved every member, deposit and loan account off our legacy system within 50 days, without stopping a single branch. The technology is solid, and the support team stayed with us through every day of the migration and after go-live.',
  logo: {
    src: '/images/clients/cooperative-society.svg',
    alt: 'Co-operative society logo',
    width: 56,
    height: 56,
  },
  rating: 5,
};

export const nidhiCompanyTestimonial: Testimonial = {
  id: 'nidhi-company',
  author: 'Managing Director',
  role: 'Managing Director',
  organisation: 'A Nidhi company in Kerala',
  headline: 'Gold loans sanctioned while the member waits',
  quote:
    'Appraisal, pledge and sanction happen on one screen now, so a member walks out with the loan in the same visit. The deposit and RD modules replaced three separate tools we used to reconcile every evening.',
  logo: {
    src: '/images/clients/nidhi-company.svg',
    alt: 'Nidhi company logo',
    width: 56,
    height: 56,
  },
  rating: 5,
};

export const microfinanceTestimonial: Testimonial = {
  id: 'microfinance-institution',
  author: 'Head of Operations',
  role: 'Head of Operations',
  organisation: 'A microfinance institution in Karnataka',
  headline: 'Field collections visible the moment they happen',
  quote:
    'Our field officers record collections for every centre on the app, and the branch sees them live. Delinquency reports that took a week to compile are now ready each morning.',
  logo: {
    src: '/images/clients/microfinance.svg',
    alt: 'Microfinance institution logo',
    width: 56,
    height: 56,
  },
  rating: 5,
};

export const smallFinanceBankTestimonial: Testimonial = {
  id: 'small-finance-bank',
  author: 'Head of Digital Banking',
  role: 'Head of Digital Banking',
  organisation: 'A small finance bank in South India',
  headline: 'UPI mobile banking live for every branch customer',
  quote:
    'We launched the mobile app with UPI payments, deposits and loan repayments on the same core that runs our branches, so balances match everywhere in real time. Month-end reports that needed a team now come out of the MIS on schedule.',
  logo: {
    src: '/images/clients/small-finance-bank.svg',
    alt: 'Small finance bank logo',
    width: 56,
    height: 56,
  },
  rating: 5,
};

/** The two case studies of spec §1. */
export const caseStudyTestimonials: Testimonial[] = [
  financeCompanyTestimonial,
  cooperativeSocietyTestimonial,
];

/** Customer stories for sliders: the case studies first, then two more customers. */
export const customerTestimonials: Testimonial[] = [
  ...caseStudyTestimonials,
  nidhiCompanyTestimonial,
  microfinanceTestimonial,
];

/** Three stories for the tab panels beside the demo request and sign-up forms. */
export const formScreenTabs: TestimonialTab[] = [
  { label: 'NBFC', testimonial: financeCompanyTestimonial },
  { label: 'Co-operative', testimonial: cooperativeSocietyTestimonial },
  { label: 'Nidhi', testimonial: nidhiCompanyTestimonial },
];

export const trialScreenTabs: TestimonialTab[] = [
  { label: 'NBFC', testimonial: financeCompanyTestimonial },
  { label: 'Co-operative', testimonial: cooperativeSocietyTestimonial },
  { label: 'Microfinance', testimonial: microfinanceTestimonial },
];
