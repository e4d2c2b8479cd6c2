// Company facts shared by every page, and the navigation and footer around them. The facts a
// marketer edits (name, contacts, stats, offices, socials) are the data file content/company.yml,
// parsed at build by companySchema (content/schema/company.ts); the links below are code: they name
// routes of the route map.
import type { Href } from './types';
import type { RoutePath } from './routes';
import { companyFile, companySchema } from './schema/company';
import { loadDataFile } from './shared/load';

export type { Office, Social } from './schema/company';
export type NavLink = { label: string; href: RoutePath; /** Shown as a button. */ cta?: boolean };

const {
  stats,
  offices: officeList,
  socials: socialList,
  ...facts
} = loadDataFile(companyFile, companySchema, 'company');

/** Name, legal name, tagline, founding year, email addresses, phone, chat, reply promise, hours. */
export const site = facts;

/** The company statistics shown across the site. */
export const companyStats = stats;

export const offices = officeList;

export const socials = socialList;

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
