import type { PageContent } from '../types';

export const loginPage: PageContent = {
  meta: {
    title: 'Sign In',
    description:
      'Sign in to your institution’s Finorbit customer portal with your work email or Google account.',
  },
  footer: { minimal: true },
  sections: [
    {
      type: 'formScreen',
      form: 'signIn',
      title: 'Nice to Seeing You Again',
      lead: 'Sign in to your Finorbit customer portal.',
      tone: 'soft',
    },
  ],
};
