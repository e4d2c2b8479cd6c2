// Customer testimonials: one data file each in content/shared/testimonials/ (pages name them by
// key); the lists below are for code and tests that show several.
import type { Testimonial, TestimonialTab } from '../types';
import { sharedItem } from './load';

export const financeCompanyTestimonial: Testimonial = sharedItem('testimonials', 'finance-company');
export const cooperativeSocietyTestimonial: Testimonial = sharedItem(
  'testimonials',
  'cooperative-society',
);
export const nidhiCompanyTestimonial: Testimonial = sharedItem('testimonials', 'nidhi-company');
export const microfinanceTestimonial: Testimonial = sharedItem(
  'testimonials',
  'microfinance-institution',
);
export const smallFinanceBankTestimonial: Testimonial = sharedItem(
  'testimonials',
  'small-finance-bank',
);

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
