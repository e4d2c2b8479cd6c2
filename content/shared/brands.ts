// Wordmarks of customer and sponsor brands drawn for the campaign pages (public/images/brands).
// The names are invented; each alt says what kind of lender the brand stands for.
import type { Img } from '../types';

const brand = (file: string, alt: string): Img => ({
  src: `/images/brands/${file}.svg`,
  alt,
  width: 180,
  height: 48,
});

export const brandLogos: Img[] = [
  brand('kaveri', 'Kaveri Credit, an NBFC'),
  brand('sahyadri', 'Sahyadri Finance, a vehicle finance company'),
  brand('nilgiri', 'Nilgiri Nidhi, a Nidhi company'),
  brand('ganga', 'Ganga Microfin, a microfinance institution'),
  brand('deccan', 'Deccan Co-op Bank, a co-operative bank'),
  brand('tapi', 'Tapi Lending, a digital lender'),
  brand('konkan', 'Konkan Capital, an MSME lender'),
  brand('vindhya', 'Vindhya SFB, a small finance bank'),
  brand('malabar', 'Malabar Gold Loan, a gold loan company'),
  brand('narmada', 'Narmada NBFC, a housing finance company'),
  brand('aravali', 'Aravali Finserv, a consumer lender'),
  brand('godavari', 'Godavari Savings, a credit co-operative society'),
];
