import type { PageContent } from '../types';
import { companyStats } from '../site';
import { customerTestimonials } from '../shared/testimonials';
import { aboutTestimonialCarousel } from '../shared/carousels';

export const companyPage: PageContent = {
  meta: {
    title: 'Company',
    description:
      'Since 2016 Finorbit has built core banking, lending and microfinance software for small finance banks, NBFCs, Nidhi companies, cooperatives and MFIs in India.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'About Finorbit',
      title: 'We are redefining the customer experience of India’s lenders',
      lead: 'Software that lets a co-operative society, an NBFC or a small finance bank serve every borrower as quickly as the largest banks do.',
      paragraphs: [
        'Finorbit began in Kochi in 2016 with one question from a cooperative society: why does a gold loan take a day when the gold is already on the table? Our answer was a core banking and lending platform that puts eKYC, appraisal and sanction on one screen.',
        'Today our platforms run deposits, loans, collections and compliance for institutions from single-branch Nidhi companies to multi-state NBFCs, with teams in Kochi and Bengaluru supporting them every working day.',
      ],
      illustration: {
        src: '/images/illustrations/loan-dashboard.svg',
        alt: 'Loan dashboard showing disbursements rising month by month, a portfolio-at-risk gauge and a list of approved applications',
        width: 560,
        height: 440,
      },
      tone: 'soft',
    },
    {
      type: 'story',
      id: 'story',
      eyebrow: 'Our story',
      title: 'Together we start our Journey.',
      paragraphs: [
        'Every institution we work with starts from a different place: a ledger kept in spreadsheets, a legacy core that cannot talk to UPI, or a field team collecting on paper. We start there with them, migrate their data, train their people and stay on for the years that follow.',
        'That partnership is why our customers renew, and why our platforms now process millions of transactions a month for members and borrowers across India.',
      ],
      recognitionsTitle: 'Recognitions',
      recognitions: [
        {
          name: 'Core Banking Solution of the Year',
          by: 'BFSI Technology Excellence Awards',
          year: '2023',
          logo: {
            src: '/images/awards/core-banking.svg',
            alt: 'Core Banking Solution of the Year award badge',
            width: 96,
            height: 96,
          },
        },
        {
          name: 'Best Digital Lending Platform',
          by: 'Lending Innovation Forum',
          year: '2023',
          logo: {
            src: '/images/awards/digital-lending.svg',
            alt: 'Best Digital Lending Platform award badge',
            width: 96,
            height: 96,
          },
        },
        {
          name: 'Microfinance Technology Leader',
          by: 'Inclusive Finance Summit',
          year: '2022',
          logo: {
            src: '/images/awards/microfinance.svg',
            alt: 'Microfinance Technology Leader award badge',
            width: 96,
            height: 96,
          },
        },
        {
          name: 'Customer Choice: Cooperative Banking',
          by: 'Co-operative Sector Technology Meet',
          year: '2021',
          logo: {
            src: '/images/awards/customer-choice.svg',
            alt: 'Customer Choice award badge for cooperative banking',
            width: 96,
            height: 96,
          },
        },
      ],
      stats: companyStats,
    },
    {
      type: 'timeline',
      id: 'timeline',
      title: 'Our Timeline',
      lead: 'Eight years of building the platform our customers run on, one release at a time.',
      milestones: [
        {
          year: '2016',
          title: 'Founded in Kochi',
          text: 'A core banking and gold loan system for our first cooperative society goes live.',
        },
        {
          year: '2018',
          title: 'Loan origination',
          text: 'CIBIL checks, eKYC and credit appraisal move onto one screen for NBFC lenders.',
        },
        {
          year: '2020',
          title: 'Microfinance suite',
          text: 'Field monitoring, group management and daily collection reach MFIs across three states.',
        },
        {
          year: '2022',
          title: 'UPI mobile banking',
          text: 'Members pay, transfer and repay from our mobile banking app; Bengaluru office opens.',
        },
        {
          year: '2024',
          title: 'Real-time MIS',
          text: 'Live reports, asset classification and compliance automation for 400K+ active users.',
        },
      ],
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Customer stories',
      title: 'What our customers say',
      lead: 'Lenders of every size, from a single-branch Nidhi company to a national NBFC, run on one platform.',
      tone: 'light',
      testimonials: customerTestimonials,
      carousel: aboutTestimonialCarousel,
    },
  ],
};
