import type { PageContent } from '../types';

export const comingSoonPage: PageContent = {
  meta: {
    title: 'Coming Soon',
    description:
      'A new Finorbit experience is on its way. Ask us to tell you the moment it launches.',
  },
  header: false,
  footer: false,
  sections: [
    {
      type: 'messageScreen',
      eyebrow: 'Coming soon',
      title: 'Something new is on its way',
      lead: 'We are putting the finishing touches to this part of our site. Leave us a note and we will tell you the moment it is live.',
      cta: { label: 'Notify Me', href: '/contact/' },
      tone: 'dark',
      fullHeight: true,
      showSocials: true,
    },
  ],
};
