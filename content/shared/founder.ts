// The founder and CEO's quote, used on the success-stories page and in article sidebars.
import type { Img } from '../types';

export type FounderQuote = { quote: string; name: string; role: string; avatar: Img };

export const founderQuote: FounderQuote = {
  quote:
    'A cooperative society in a small town deserves the same speed and safety as the largest bank. Every release we ship is measured by one thing: how much sooner a borrower gets their money, and how much less it costs the lender to get it to them.',
  name: 'Anand Menon',
  role: 'Founder and CEO, Finorbit',
  avatar: {
    src: '/images/people/founder.svg',
    alt: 'Portrait illustration of Anand Menon, founder and CEO',
    width: 96,
    height: 96,
  },
};
