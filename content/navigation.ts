// The navigation and footer links around every page: code, because they name routes of the route
// map (the content lint checks each one exists). The company's contacts come in as an argument.
import type { Company } from './schema/company';
import type { Href, InternalPath } from './types';

export type NavLink = {
  label: string;
  href: InternalPath;
  /** Shown as a button. */ cta?: boolean;
};

export type FooterColumn = { title: string; links: { label: string; href: Href }[] };

/** Header navigation, desktop and side menu alike; the `cta` item is drawn as a button. */
export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products/' },
  { label: 'Company', href: '/company/' },
  { label: 'Success Stories', href: '/casestudy/' },
  { label: 'Reach Us', href: '/contact/', cta: true },
];

/** The footer's link columns; Support links the company's sales email and phone. */
export function footerColumns(company: Pick<Company, 'email' | 'phone'>): FooterColumn[] {
  return [
    {
      title: 'Company',
      links: [
        { label: 'Home', href: '/' },
        { label: 'About us', href: '/company/' },
        { label: 'Our timeline', href: '/company/#timeline' },
        { label: 'Events and webinars', href: '/events/' },
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
        { label: 'Email sales', href: `mailto:${company.email.sales}` },
        { label: 'Call us', href: company.phone.href },
      ],
    },
  ];
}

/** In the bottom bar of every footer, minimal ones too. */
export const legalLinks: NavLink[] = [
  { label: 'Privacy notice', href: '/privacy/' },
  { label: 'Terms', href: '/terms/' },
];
