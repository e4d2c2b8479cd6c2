// Company facts shared by every page: name, contacts, navigation, footer, offices, socials, stats.
import type { Href, Stat } from './types';
import type { IconName } from './icons';
import type { RoutePath } from './routes';

export type NavLink = { label: string; href: RoutePath; /** Shown as a button. */ cta?: boolean };
export type Social = { label: string; href: `https://${string}`; icon: IconName };
export type Office = {
  city: string;
  lines: string[];
  phone: { label: string; href: `tel:${string}` };
};

export const site = {
  name: 'Finorbit',
  legalName: 'Finorbit Technologies Private Limited',
  tagline: 'Core banking, lending and microfinance software for India’s growing lenders',
  description:
    'Finorbit builds core banking, loan origination, loan management, MIS and microfinance software for small finance banks, NBFCs, Nidhi companies, cooperative societies and MFIs.',
  foundedYear: 2016,
  copyrightYear: 2024,
  email: {
    sales: 'sales@finorbit.in',
    support: 'support@finorbit.in',
    privacy: 'privacy@finorbit.in',
    careers: 'careers@finorbit.in',
  },
  phone: { label: '+91 484 291 0500', href: 'tel:+914842910500' },
  chat: { label: 'Chat on WhatsApp', href: 'https://wa.me/914842910500' },
  replyPromise: 'We reply to every email within 24 hours on working days.',
  supportHours: 'Support chat: 9am to 5pm EST, Monday to Friday',
} as const;

/** The four company statistics shown across the site. */
export const companyStats: Stat[] = [
  { value: '400K+', label: 'Active users' },
  { value: '25M+', label: 'Transactions processed' },
  { value: '30%', label: 'Reduction in operation cost' },
  { value: '8 years', label: 'Building for lenders' },
];

/** Header navigation, desktop and side menu alike; the `cta` item is drawn as a button. */
export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products/' },
  { label: 'Company', href: '/company/' },
  { label: 'Success Stories', href: '/casestudy/' },
  { label: 'Reach Us', href: '/contact/', cta: true },
];

export const footerColumns: { title: string; links: { label: string; href: Href }[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'Home', href: '/' },
      { label: 'About us', href: '/company/' },
      { label: 'Our timeline', href: '/company/#timeline' },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { label: 'Products', href: '/products/' },
      { label: 'Services', href: '/single-service/' },
      { label: 'Success stories', href: '/casestudy/' },
      { label: 'Recognitions', href: '/company/#story' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact', href: '/contact/' },
      { label: 'Help center', href: '/help-center/' },
      { label: 'Email sales', href: `mailto:${site.email.sales}` },
      { label: 'Call us', href: site.phone.href },
    ],
  },
];

/** In the bottom bar of every footer, minimal ones too. */
export const legalLinks: NavLink[] = [
  { label: 'Privacy notice', href: '/privacy/' },
  { label: 'Terms', href: '/terms/' },
];

export const offices: Office[] = [
  {
    city: 'Kochi',
    lines: ['4th Floor, Infopark Phase II', 'Kakkanad, Kochi, Kerala 682042'],
    phone: { label: '+91 484 291 0500', href: 'tel:+914842910500' },
  },
  {
    city: 'Bengaluru',
    lines: ['2nd Floor, 80 Feet Road, Koramangala', 'Bengaluru, Karnataka 560034'],
    phone: { label: '+91 80 4718 2200', href: 'tel:+918047182200' },
  },
];

export const socials: Social[] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/finorbit', icon: 'linkedin' },
  { label: 'X (Twitter)', href: 'https://x.com/finorbit', icon: 'x' },
  { label: 'Facebook', href: 'https://www.facebook.com/finorbit', icon: 'facebook' },
  { label: 'YouTube', href: 'https://www.youtube.com/@finorbit', icon: 'youtube' },
];
