import type { PageContent } from '../types';
import { clientLogos } from '../shared/clients';
import { trialScreenTabs } from '../shared/testimonials';

export const signupPage: PageContent = {
  meta: {
    title: 'Sign Up for a Free Trial',
    description:
      'Request a 14-day Finorbit sandbox with sample branches, members and loans. No credit card needed; we email your activation link within one working day.',
  },
  footer: { minimal: true },
  sections: [
    {
      type: 'formScreen',
      form: 'signUp',
      eyebrow: '14-day free trial',
      title: 'Start your free trial',
      lead: 'A sandbox workspace with sample branches, members and loans. No credit card, cancel any time.',
      tone: 'soft',
      aside: {
        title: 'Why lenders switch to Finorbit',
        tabs: trialScreenTabs,
        logosTitle: 'Trusted by lenders across India',
        logos: clientLogos,
      },
    },
  ],
};
