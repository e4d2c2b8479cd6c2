import type { PageContent } from '../types';
import { founderQuote } from '../shared/founder';
import { cooperativeSocietyTestimonial, financeCompanyTestimonial } from '../shared/testimonials';

export const casestudyPage: PageContent = {
  meta: {
    title: 'Success Stories',
    description:
      'How a national finance company cut loan turnaround from 2-3 days to 15 minutes, and how a co-operative society left its legacy system in 50 days.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Success stories',
      title: 'Successful Enabler of Digital Transformation - We Succeed',
      lead: 'Two institutions, two very different starting points, and the results they measured after moving to Finorbit.',
      paragraphs: [
        'A national finance company wanted its branches to sanction loans while the borrower waited. A multi-branch co-operative society needed to leave a legacy system without closing a single counter. Here is what each faced, what we did together and what changed.',
      ],
      tone: 'soft',
    },
    {
      type: 'caseStudies',
      id: 'case-studies',
      eyebrow: 'Case studies',
      title: 'What changed for our customers',
      tone: 'light',
      studies: [
        {
          id: 'case-finance-company',
          label: 'Finance company · national NBFC',
          title: 'Loan turnaround cut from 2-3 days to 15 minutes',
          challenge:
            'Applications travelled from branch to regional office on paper. KYC was checked by hand, bureau reports were pulled in a separate portal, and credit officers re-keyed every figure into a spreadsheet before sanction. Borrowers waited two to three days, and some went to a faster lender.',
          approach: [
            'Moved origination onto one screen: eKYC, CKYC and the CIBIL report arrive with the application',
            'Captured KYC documents and income proofs with the AI camera at the branch',
            'Turned the credit policy into appraisal rules, so routine loans are pre-approved automatically',
            'Disbursed by IMPS straight from the sanction and registered eNACH mandates at the counter',
          ],
          results: [
            { value: '15 min', label: 'Application to sanction, down from 2-3 days' },
            { value: 'All regions', label: 'Lower operating costs across the national business' },
            { value: '0', label: 'Paper files sent to the regional office' },
          ],
          testimonial: financeCompanyTestimonial,
        },
        {
          id: 'case-cooperative-society',
          label: 'Co-operative society · multi-branch',
          title: 'Legacy system migrated in 50 days',
          challenge:
            'The society’s ageing system ran on servers in each branch, could not connect to UPI or CKYC, and needed a day of manual work to close the books each month. Members could not be told when the switch would happen, because no branch could close for it.',
          approach: [
            'Mapped every member, deposit and loan product of the old system to schemes in Finorbit',
            'Ran trial migrations with reconciled balances, branch by branch, before each cut-over',
            'Trained tellers and managers in their own branches during the parallel run',
            'Stayed on site through go-live and the first month-end close',
          ],
          results: [
            { value: '50 days', label: 'From kick-off to the last branch live' },
            { value: '0', label: 'Branch days lost to the migration' },
            { value: '100%', label: 'Member balances reconciled at cut-over' },
          ],
          testimonial: cooperativeSocietyTestimonial,
        },
      ],
    },
    {
      type: 'quote',
      id: 'founder',
      title: 'From our founder',
      tone: 'dark',
      quote: founderQuote,
    },
    {
      type: 'callToAction',
      id: 'cta',
      title: 'Write the next success story with us',
      lead: 'Tell us where your institution is starting from. We will show you the plan, the timeline and the results to expect.',
      primary: { label: 'Reach Us', href: '/contact/' },
      secondary: { label: 'Explore the products', href: '/products/' },
      tone: 'soft',
    },
  ],
};
