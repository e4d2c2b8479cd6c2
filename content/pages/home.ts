import type { PageContent } from '../types';
import { customerTestimonials } from '../shared/testimonials';
import { aboutTestimonialCarousel } from '../shared/carousels';

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
      lead: 'One platform for deposits, loan origination with eKYC and CIBIL checks, loan management, UPI mobile banking and real-time MIS, built for India’s growing lenders.',
      primary: { label: 'Talk to our team', href: '/contact/' },
      secondary: { label: 'About the company', href: '/company/' },
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
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Customer stories',
      title: 'Lenders who moved to Finorbit',
      lead: 'From a 50-day legacy migration to loans sanctioned in 15 minutes.',
      tone: 'light',
      testimonials: customerTestimonials,
      carousel: aboutTestimonialCarousel,
    },
  ],
};
