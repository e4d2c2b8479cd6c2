// Client and partner logos drawn for this site (public/images/clients): one data file each in
// content/shared/logos/ (pages name them by key); the lists are for code and tests.
import type { Img } from '../types';
import { sharedItem } from './load';

const logos = (...keys: string[]): Img[] => keys.map((key) => sharedItem('logos', key));

export const clientLogos = logos('logo-nbfc', 'logo-cooperative', 'logo-nidhi', 'logo-mfi');
export const fintechPartnerLogos = logos(
  'kanakpay',
  'tijori-labs',
  'rupeeloop',
  'bachatbay',
  'neemfin',
  'gullak-credit',
);
export const brandLogos = logos(
  'lumina-finserv',
  'orchid-nidhi',
  'peacock-microcredit',
  'banyan-coop',
);
