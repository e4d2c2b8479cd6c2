import type { PageContent } from '../types';
import { openPositions } from '../load/job-openings';

export const careerPage: PageContent = {
  meta: {
    title: 'Career',
    description:
      'Build the core banking and lending software India’s cooperative societies, NBFCs and MFIs run on. Open roles in engineering, QA, delivery and design.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Join Finorbit',
      title: 'Career',
      lead: 'Help a cooperative society in a small town serve its members as quickly as the largest bank. We are hiring engineers, testers, consultants and designers in Kochi, Bengaluru, London and remotely.',
      tone: 'soft',
    },
    {
      type: 'jobList',
      id: 'positions',
      eyebrow: 'Open positions',
      title: 'Find the role that fits you',
      lead: 'Every role works directly with the lenders who use our platform, from the first demo to go-live and the years after.',
      tone: 'light',
      jobs: openPositions,
    },
    {
      type: 'featureGrid',
      id: 'why-join-us',
      eyebrow: 'Why join us',
      title: 'Good work, and time for the rest of your life',
      lead: 'We are a team of about 120 people who would rather ship a careful release than a late-night hotfix.',
      tone: 'soft',
      columns: 4,
      items: [
        {
          icon: 'mobile',
          title: 'Remote working',
          text: 'Work from home, from our Kochi or Bengaluru offices, or a mix. We meet in person once a quarter.',
        },
        {
          icon: 'clock',
          title: 'Flexible hours',
          text: 'Core hours of 11am to 4pm IST; plan the rest of your day around your family and your commute.',
        },
        {
          icon: 'people',
          title: 'Friendly team',
          text: 'Small squads, honest reviews and a mentor from day one. Nobody owns a module alone.',
        },
        {
          icon: 'shield',
          title: 'Medical insurance',
          text: 'Health cover of ₹10 lakh for you, your spouse, children and parents, from your first day.',
        },
      ],
    },
    {
      type: 'callToAction',
      id: 'cta',
      title: 'Don’t see your role listed?',
      lead: 'Send us your CV and a note about the problems you like to solve. We read every one.',
      primary: { label: 'Write to us', href: '/contact/' },
      secondary: { label: 'About the company', href: '/company/' },
      tone: 'dark',
    },
  ],
};
