import type { PageContent } from '../types';

export const passwordResetPage: PageContent = {
  meta: {
    title: 'Reset Your Password',
    description:
      'Forgot your Finorbit portal password? Enter your work email and we send a recovery link.',
  },
  footer: { minimal: true },
  sections: [
    {
      type: 'formScreen',
      form: 'passwordReset',
      title: 'Forgot your Password?',
      lead: 'Enter the email you sign in with and we will send a recovery link to that address.',
      tone: 'soft',
    },
  ],
};
