import type { PageContent } from '../types';
import { clientLogos } from '../shared/clients';
import { formScreenTabs } from '../shared/testimonials';

export const requestForDemoPage: PageContent = {
  meta: {
    title: 'Request for Demo',
    description:
      'Book a walkthrough of Finorbit core banking, loan origination, LMS and MIS built around your products and branches. A consultant replies within one working day.',
  },
  header: { dark: true },
  footer: { minimal: true },
  sections: [
    {
      type: 'formScreen',
      form: 'demoRequest',
      eyebrow: 'Request for demo',
      title: 'See Finorbit run your lending day',
      lead: 'Tell us about your institution and we will show origination, collections, deposits and MIS on data shaped like yours, in a 45-minute session with a solutions consultant.',
      tone: 'soft',
      aside: {
        title: 'What lenders like you tell us',
        tabs: formScreenTabs,
        logosTitle: 'Trusted by lenders across India',
        logos: clientLogos,
      },
    },
  ],
};
