// News articles (newest first) and the categories that filter them. The news routes, their
// pagination and the category pages are all generated from this file.
import type { ArticleSummary, Author } from '../types';
import type { IconName } from '../icons';

/** Cards per listing page (spec §9: 12 cards per page, 2 of them featured). */
export const NEWS_PAGE_SIZE = 12;
export const NEWS_FEATURED = 2;

export const newsCategories = [
  { slug: 'marketing', icon: 'chat', label: 'Marketing' },
  { slug: 'sales', icon: 'cash', label: 'Sales' },
  { slug: 'design', icon: 'mobile', label: 'Design' },
  { slug: 'development', icon: 'gear', label: 'Development' },
  { slug: 'product-design', icon: 'clipboardCheck', label: 'Product Design' },
  { slug: 'customers', icon: 'people', label: 'Customers' },
  { slug: 'agency', icon: 'support', label: 'Agency' },
  { slug: 'investors', icon: 'growth', label: 'Investors' },
  { slug: 'research', icon: 'search', label: 'Research' },
] as const satisfies readonly { slug: string; icon: IconName; label: string }[];

export type NewsCategory = (typeof newsCategories)[number];
export type NewsCategorySlug = NewsCategory['slug'];
export type NewsCategoryLabel = NewsCategory['label'];

const authors = {
  meera: { name: 'Meera Pillai', role: 'Head of Marketing' },
  rahul: { name: 'Rahul Varghese', role: 'Sales Director, South India' },
  divya: { name: 'Divya Shenoy', role: 'Design Lead' },
  arjun: { name: 'Arjun Nair', role: 'Principal Engineer' },
  sneha: { name: 'Sneha Iyer', role: 'Product Manager, Lending' },
  karthik: { name: 'Karthik Rao', role: 'Customer Success Lead' },
  anand: { name: 'Anand Menon', role: 'Founder and CEO' },
  farah: { name: 'Farah Qureshi', role: 'Research Analyst' },
} as const satisfies Record<string, Author>;

type ArticleData = Omit<ArticleSummary, 'href' | 'category' | 'icon'> & {
  category: NewsCategoryLabel;
};

/** The article the details page tells in full (the finance company case study). */
export const featuredCaseStudySlug = 'finance-company-15-minutes';

const data: ArticleData[] = [
  {
    slug: featuredCaseStudySlug,
    category: 'Customers',
    // A non-breaking hyphen keeps "2‑3" on one line.
    title: 'How a finance company cut loan turnaround from 2\u20113 days to 15 minutes',
    excerpt:
      'eKYC, CIBIL and appraisal on one screen took sanction from days to minutes and brought operating costs down across a national branch network.',
    author: authors.karthik,
    date: '2024-12-16',
  },
  {
    slug: 'state-of-cooperative-lending-2024',
    category: 'Research',
    title: 'State of digital lending in cooperative societies, 2024',
    excerpt:
      'We surveyed 212 cooperative societies on UPI adoption, gold loan volumes and the systems they run. Two in three still reconcile in spreadsheets.',
    author: authors.farah,
    date: '2024-12-09',
  },
  {
    slug: 'enach-migration-without-bounces',
    category: 'Development',
    title: 'Moving NACH mandates to eNACH without a spike in bounces',
    excerpt:
      'A phased mandate migration, presentation-day retries and the reconciliation job that caught the mismatches our first dry run missed.',
    author: authors.arjun,
    date: '2024-12-02',
  },
  {
    slug: 'member-campaigns-upi-savings',
    category: 'Marketing',
    title: 'Five member campaigns that grew UPI savings at a cooperative bank',
    excerpt:
      'From passbook-day reminders to QR standees at the counter: what moved members from cash deposits to the mobile app, and what did not.',
    author: authors.meera,
    date: '2024-11-25',
  },
  {
    slug: 'board-questions-core-migration',
    category: 'Sales',
    title: 'The seven questions an NBFC board asks before a core banking migration',
    excerpt:
      'Data ownership, parallel runs, audit trails and exit clauses: how we answer the questions that decide whether a migration is approved.',
    author: authors.rahul,
    date: '2024-11-18',
  },
  {
    slug: 'gold-loan-counter-screen',
    category: 'Design',
    title: 'Designing a gold loan appraisal screen for a busy branch counter',
    excerpt:
      'Purity, weight and the day’s rate in one glance: what we learnt watching appraisers work with a customer waiting across the desk.',
    author: authors.divya,
    date: '2024-11-11',
  },
  {
    slug: 'ckyc-before-cibil',
    category: 'Product Design',
    title: 'Why our loan origination flow fetches CKYC before CIBIL',
    excerpt:
      'Pulling the CKYC record first fills most of the form for the officer and cuts failed bureau calls caused by mistyped names and dates.',
    author: authors.sneha,
    date: '2024-11-04',
  },
  {
    slug: 'bc-agency-onboarding',
    category: 'Agency',
    title: 'Onboarding business correspondent agencies in a week, not a quarter',
    excerpt:
      'Role-based access, device binding and daily cash limits let a lender add a new BC agency without a new branch or a new system.',
    author: authors.karthik,
    date: '2024-10-28',
  },
  {
    slug: 'what-investors-read-in-mis',
    category: 'Investors',
    title: 'What investors read first in an NBFC’s monthly MIS pack',
    excerpt:
      'Collection efficiency, PAR 30 and the CAR trend come before the growth slide. How real-time MIS shortens a due-diligence cycle.',
    author: authors.anand,
    date: '2024-10-21',
  },
  {
    slug: 'cooperative-society-50-day-migration',
    category: 'Customers',
    title: 'A co-operative society’s legacy migration, finished in 50 days',
    excerpt:
      'Twenty years of deposit and loan records moved from a legacy system to our core platform without a day of branch downtime.',
    author: authors.karthik,
    date: '2024-10-14',
  },
  {
    slug: 'mfi-loan-officer-day',
    category: 'Research',
    title: 'Field study: how MFI loan officers spend their working day',
    excerpt:
      'We shadowed 40 loan officers in three states. Travel and paperwork took more of their day than the centre meetings themselves.',
    author: authors.farah,
    date: '2024-10-07',
  },
  {
    slug: 'day-end-batch-under-ten-minutes',
    category: 'Development',
    title: 'Bringing a 400-branch day-end batch under ten minutes',
    excerpt:
      'Partitioned interest accrual, idempotent postings and a rethink of how we mark NPAs took the nightly batch from two hours to nine minutes.',
    author: authors.arjun,
    date: '2024-09-30',
  },
  {
    slug: 'nidhi-company-local-seo',
    category: 'Marketing',
    title: 'Local search for Nidhi companies: getting found by members nearby',
    excerpt:
      'Branch pages, deposit rate tables that stay current and answers to the questions members actually type into their phones.',
    author: authors.meera,
    date: '2024-09-23',
  },
  {
    slug: 'pricing-per-branch-or-account',
    category: 'Sales',
    title: 'Per branch or per account? Choosing a licence model that grows with you',
    excerpt:
      'How a three-branch cooperative and a 300-branch NBFC end up on different pricing, and the break-even point between the two models.',
    author: authors.rahul,
    date: '2024-09-16',
  },
  {
    slug: 'accessible-passbook-app',
    category: 'Design',
    title: 'A passbook app that members over sixty can read without help',
    excerpt:
      'Larger type, Malayalam and Kannada labels and a single balance screen made our mobile banking app usable for older depositors.',
    author: authors.divya,
    date: '2024-09-09',
  },
  {
    slug: 'pre-approval-rules',
    category: 'Product Design',
    title: 'Loan pre-approval rules a credit team can change without a release',
    excerpt:
      'A rule editor with versioning and a test bench lets credit managers tune eligibility for a festive campaign in an afternoon.',
    author: authors.sneha,
    date: '2024-09-02',
  },
  {
    slug: 'collection-agency-fair-practices',
    category: 'Agency',
    title: 'Working with collection agencies under RBI’s fair practices code',
    excerpt:
      'Call windows, recorded visits and agency-wise delinquency reports: building the controls a lender needs before it outsources recovery.',
    author: authors.rahul,
    date: '2024-08-26',
  },
  {
    slug: 'nof-car-before-investing',
    category: 'Investors',
    title: 'Reading NOF and CAR reports before you invest in a small lender',
    excerpt:
      'Net owned funds and capital adequacy tell you how much room a lender has to grow. Where to find them and what the trend means.',
    author: authors.anand,
    date: '2024-08-19',
  },
  {
    slug: 'mfi-field-tracking',
    category: 'Customers',
    title: 'An MFI that tracks 600 field agents live, with their consent',
    excerpt:
      'Live agent tracking, centre check-ins and daily collection targets gave a Karnataka MFI a same-day view of every branch.',
    author: authors.karthik,
    date: '2024-08-12',
  },
  {
    slug: 'gold-loan-rates-survey',
    category: 'Research',
    title: 'Gold loan pricing across 90 lenders: what borrowers really pay',
    excerpt:
      'Headline rates hide processing fees and appraisal charges. We compared the full cost of a one-lakh gold loan across lender types.',
    author: authors.farah,
    date: '2024-08-05',
  },
  {
    slug: 'upi-collect-reconciliation',
    category: 'Development',
    title: 'Reconciling UPI collections against the loan ledger in real time',
    excerpt:
      'Virtual payment addresses per loan, webhook retries and a daily three-way match between bank, switch and ledger.',
    author: authors.arjun,
    date: '2024-07-29',
  },
  {
    slug: 'festive-gold-loan-campaign',
    category: 'Marketing',
    title: 'Planning a festive-season gold loan campaign that branches can deliver',
    excerpt:
      'Onam and Diwali bring demand in waves. Aligning offers, staff rosters and the appraisal queue before the advertising starts.',
    author: authors.meera,
    date: '2024-07-22',
  },
  {
    slug: 'demo-that-wins-branch-managers',
    category: 'Sales',
    title: 'The product demo that wins branch managers, not just the CIO',
    excerpt:
      'We stopped opening with architecture slides. Now we open a real loan file with the branch team and sanction it in front of them.',
    author: authors.rahul,
    date: '2024-07-15',
  },
  {
    slug: 'design-system-for-lenders',
    category: 'Design',
    title: 'One design system for web, branch and field apps',
    excerpt:
      'Shared tokens, dense tables for back offices and large touch targets for field devices, maintained by a team of four.',
    author: authors.divya,
    date: '2024-07-08',
  },
  {
    slug: 'ai-camera-document-capture',
    category: 'Product Design',
    title: 'AI-camera document capture that works on a ten-thousand-rupee phone',
    excerpt:
      'Edge detection, glare warnings and on-device compression let field officers capture KYC documents in one try, even on 3G.',
    author: authors.sneha,
    date: '2024-07-01',
  },
  {
    slug: 'implementation-partners',
    category: 'Agency',
    title: 'How our implementation partners run a go-live weekend',
    excerpt:
      'A shared runbook, a freeze on Friday evening and a command room until the first Monday cash position balances.',
    author: authors.karthik,
    date: '2024-06-24',
  },
  {
    slug: 'letter-to-shareholders-2024',
    category: 'Investors',
    title: 'Our 2024 letter to shareholders: eight years, 400K users',
    excerpt:
      'Revenue grew with our customers, not with headcount. Where we are investing next: compliance automation and the microfinance suite.',
    author: authors.anand,
    date: '2024-06-17',
  },
  {
    slug: 'nidhi-company-deposits',
    category: 'Customers',
    title: 'A Nidhi company that opened 3,000 deposit accounts without paper',
    excerpt:
      'Video KYC, eSign and instant account numbers turned a member drive into a one-visit process at four branches.',
    author: authors.karthik,
    date: '2024-06-10',
  },
  {
    slug: 'delinquency-voice-assistant',
    category: 'Research',
    title: 'Do field staff use a voice assistant for delinquency reports?',
    excerpt:
      'Six months of usage data from MFI branches where supervisors could ask for overdue lists in their own language.',
    author: authors.farah,
    date: '2024-06-03',
  },
  {
    slug: 'securitization-pool-tagging',
    category: 'Development',
    title: 'Tagging loans for securitization pools without copying the book',
    excerpt:
      'Pool membership as a time-bound tag on the loan account keeps servicing, MIS and investor reports in one ledger.',
    author: authors.arjun,
    date: '2024-05-27',
  },
  {
    slug: 'sms-language-that-gets-repaid',
    category: 'Marketing',
    title: 'EMI reminder messages that get repaid, tested across 1.2 lakh borrowers',
    excerpt:
      'Plain language, the borrower’s first name and a UPI link beat every other variant we tried, in every language we sent.',
    author: authors.meera,
    date: '2024-05-20',
  },
  {
    slug: 'rfp-checklist-core-banking',
    category: 'Sales',
    title: 'An RFP checklist for core banking software that small banks can use',
    excerpt:
      'The 40 requirements we see in every good RFP, grouped by risk, plus the five that most RFPs forget to ask for.',
    author: authors.rahul,
    date: '2024-05-13',
  },
  {
    slug: 'dense-tables-back-office',
    category: 'Design',
    title: 'Dense tables done right for back-office accountants',
    excerpt:
      'Keyboard-first entry, frozen columns and totals that never scroll away: designing for people who post vouchers all day.',
    author: authors.divya,
    date: '2024-05-06',
  },
  {
    slug: 'sanction-letter-in-minutes',
    category: 'Product Design',
    title: 'From appraisal to sanction letter in one guided flow',
    excerpt:
      'We merged four screens into one step-by-step flow and the time from appraisal to a signed sanction letter fell by half.',
    author: authors.sneha,
    date: '2024-04-29',
  },
  {
    slug: 'field-agency-cash-limits',
    category: 'Agency',
    title: 'Daily cash limits and deposit slips for field collection agencies',
    excerpt:
      'How lenders cap the cash an agent carries, track deposits into the bank and close the day’s collection in the MIS.',
    author: authors.karthik,
    date: '2024-04-22',
  },
  {
    slug: 'growth-round-announcement',
    category: 'Investors',
    title: 'Finorbit raises a growth round to expand its microfinance suite',
    excerpt:
      'The new capital funds field-monitoring features, a second support centre and deeper integrations with credit bureaus.',
    author: authors.anand,
    date: '2024-04-15',
  },
];

/** Every article, newest first, linking to the details page (the spec has one details page). */
export const articles: ArticleSummary[] = [...data]
  .sort((a, b) => b.date.localeCompare(a.date))
  .map((article) => ({
    ...article,
    icon: newsCategories.find((c) => c.label === article.category)?.icon ?? 'document',
    href: '/news-details/',
  }));

export function articlesIn(slug: NewsCategorySlug): ArticleSummary[] {
  const category = newsCategories.find((c) => c.slug === slug);
  return articles.filter((article) => article.category === category?.label);
}

export function newsPageCount(list: readonly unknown[] = articles): number {
  return Math.max(1, Math.ceil(list.length / NEWS_PAGE_SIZE));
}

/** Path of a listing page: page 1 is `/news/`, later pages `/news/page/<n>/`. */
export function newsPagePath(page: number) {
  return page === 1 ? ('/news/' as const) : (`/news/page/${page}/` as const);
}

export function newsCategoryPath(slug: NewsCategorySlug) {
  return `/news/category/${slug}/` as const;
}

/** Listing pages after the first, e.g. [2, 3]. */
export function laterNewsPages(): number[] {
  return Array.from({ length: newsPageCount() - 1 }, (_, i) => i + 2);
}
