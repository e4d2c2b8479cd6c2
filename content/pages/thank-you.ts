import type { PageContent } from '../types';

// Where the form endpoint (Formspree, Basin, Netlify-style) sends a visitor after a form posted
// without JavaScript: the `_next` field of every lead form points here. Not indexed.
export const thankYouPage: PageContent = {
  meta: {
    title: 'Thank You',
    description:
      'Your message has reached the Finorbit team. Here is what happens next, and where to go from here.',
  },
  sections: [
    {
      type: 'messageScreen',
      eyebrow: 'Thank you',
      title: 'Your message is with our team',
      lead: 'We read every demo request, enquiry and application on working days. A solutions consultant who knows lending will reply by email, usually within one working day.',
      cta: { label: 'Go Back Home', href: '/' },
      tone: 'light',
    },
    {
      type: 'workProcess',
      id: 'next-steps',
      eyebrow: 'What happens next',
      title: 'From your message to a working demo',
      tone: 'soft',
      steps: [
        {
          icon: 'email',
          title: 'We confirm by email',
          text: 'You get a reply from a named consultant, not a ticket number, with any questions about your institution, branches and products.',
        },
        {
          icon: 'calendar',
          title: 'We fix a time',
          text: 'A 45-minute call at a time that suits you, with the people who will use the system: operations, accounts or IT.',
        },
        {
          icon: 'bank',
          title: 'A demo on your products',
          text: 'We show gold loans, deposits, collections or MIS set up the way your institution works, and answer migration questions.',
        },
      ],
    },
    {
      type: 'callToAction',
      id: 'thank-you-next',
      title: 'While you wait, see what Finorbit covers',
      lead: 'Core banking, lending, MIS and microfinance modules for small finance banks, NBFCs, Nidhi companies and cooperative societies.',
      primary: { label: 'Explore Products', href: '/products/' },
      secondary: { label: 'Read Success Stories', href: '/casestudy/' },
      tone: 'soft',
    },
  ],
};
