import type { PageContent } from '../types';

export const notFoundPage: PageContent = {
  meta: {
    title: 'Page Not Found',
    description: 'The page you are looking for has moved or no longer exists.',
  },
  sections: [
    {
      type: 'messageScreen',
      code: '404',
      title: 'Page Not Found',
      lead: 'The page you are looking for may have moved, or the link may be mistyped. Our home page will point you to our products, customer stories and contacts.',
      cta: { label: 'Go Back Home', href: '/' },
      tone: 'light',
    },
  ],
};
