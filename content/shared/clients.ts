// Client logos drawn for this site (public/images/clients): each names the kind of institution.
import type { Img } from '../types';

export const clientLogos: Img[] = [
  {
    src: '/images/clients/logo-nbfc.svg',
    alt: 'A pan-India NBFC',
    width: 210,
    height: 48,
  },
  {
    src: '/images/clients/logo-cooperative.svg',
    alt: 'A multi-branch co-operative society in Kerala',
    width: 210,
    height: 48,
  },
  {
    src: '/images/clients/logo-nidhi.svg',
    alt: 'A Nidhi company in Thrissur',
    width: 210,
    height: 48,
  },
  {
    src: '/images/clients/logo-mfi.svg',
    alt: 'A microfinance institution in Karnataka',
    width: 210,
    height: 48,
  },
];

/** Fintech startups that lend through Finorbit's APIs (invented names, drawn for this site). */
export const fintechPartnerLogos: Img[] = [
  { src: '/images/brands/kanakpay.svg', alt: 'Kanakpay', width: 137, height: 48 },
  { src: '/images/brands/tijori-labs.svg', alt: 'Tijori Labs', width: 168, height: 48 },
  { src: '/images/brands/rupeeloop.svg', alt: 'Rupeeloop', width: 148, height: 48 },
  { src: '/images/brands/bachatbay.svg', alt: 'Bachatbay', width: 148, height: 48 },
  { src: '/images/brands/neemfin.svg', alt: 'Neemfin', width: 127, height: 48 },
  { src: '/images/brands/gullak-credit.svg', alt: 'Gullak Credit', width: 189, height: 48 },
];

/** Invented brand wordmarks for campaign pages' logo rows (public/images/brands). */
export const brandLogos: Img[] = [
  { src: '/images/brands/lumina-finserv.svg', alt: 'Lumina Finserv', width: 210, height: 48 },
  { src: '/images/brands/orchid-nidhi.svg', alt: 'Orchid Nidhi', width: 210, height: 48 },
  {
    src: '/images/brands/peacock-microcredit.svg',
    alt: 'Peacock Microcredit',
    width: 210,
    height: 48,
  },
  { src: '/images/brands/banyan-coop.svg', alt: 'Banyan Co-op', width: 210, height: 48 },
];
