import type { PageContent } from '../types';
import { productDemoVideo } from '../shared/videos';

/** Home five: the core banking product pitch (spec §2 "Home variants / Five"). */
export const homeFivePage: PageContent = {
  meta: {
    title: 'Finorbit Core Banking 5.0 for Indian Lenders',
    description:
      'Finorbit Core Banking 5.0: paperless lending with eKYC, CKYC and AI documents, D-Cell doorstep banking and real-time MIS for India’s banks, NBFCs and cooperatives.',
  },
  footer: { background: true },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'light',
      eyebrow: 'Finorbit Core Banking 5.0',
      title: 'Core banking that takes your branch to the borrower',
      highlight: 'to the borrower',
      lead: 'Deposits, loans, accounting and compliance on one real-time ledger, with paperless onboarding at the counter, in the app and at the doorstep through D-Cell field units.',
      primary: { label: 'Request a demo', href: '/request-for-demo/' },
      secondary: { label: 'Explore products', href: '/products/', variant: 'outline' },
      points: ['Built for RBI-regulated lenders', 'Hosted in Indian data centres', 'Live in weeks'],
      image: {
        src: '/images/illustrations/loan-dashboard.svg',
        alt: 'Loan dashboard showing disbursements rising month by month, a portfolio-at-risk gauge and a list of approved applications',
        width: 560,
        height: 440,
      },
      video: productDemoVideo,
    },
    {
      type: 'featureGrid',
      id: 'paperless-lending',
      eyebrow: 'Paperless lending',
      title: 'From KYC to disbursal without a single photocopy',
      lead: 'Borrowers prove who they are with Aadhaar and CKYC, documents are read by AI, and your credit policy runs itself.',
      tone: 'soft',
      columns: 3,
      items: [
        {
          icon: 'fingerprint',
          title: 'eKYC and CKYC',
          text: 'Aadhaar OTP or biometric eKYC, CKYC search and download, and PAN verification in one step, with consent logged for audit.',
        },
        {
          icon: 'camera',
          title: 'AI documentation',
          text: 'The camera reads PAN, Aadhaar, bank statements and salary slips, fills the application and flags mismatches for review.',
        },
        {
          icon: 'lightning',
          title: 'Automation',
          text: 'Bureau pull, eligibility, sanction letters, eSign and eNACH run by your rules; officers step in only for exceptions.',
        },
      ],
    },
    {
      type: 'featureTabs',
      id: 'features',
      eyebrow: 'Features',
      title: 'One platform, every counter',
      lead: 'The modules a lender runs every day, on one ledger and one set of masters.',
      tone: 'light',
      tabs: [
        {
          label: 'Deposits',
          title: 'Savings, current, FD and RD accounts',
          paragraphs: [
            'Open accounts with eKYC, set interest by scheme and tenure, and let the system accrue, post and renew on its own.',
          ],
          points: [
            'Auto-renewal and premature closure rules',
            'TDS, Form 15G/15H and interest certificates',
            'Nominee and joint-holder management',
          ],
          image: {
            src: '/images/products/accounts-finance.svg',
            alt: 'General ledger screen with a trial balance that matches, a bank reconciliation at 100 percent and a list of posted vouchers',
            width: 560,
            height: 440,
          },
        },
        {
          label: 'Loans',
          title: 'Every loan product from one engine',
          paragraphs: [
            'Gold, personal, MSME, vehicle, group and microfinance loans share one engine for schedules, interest, charges and NPA classification.',
          ],
          points: [
            'Flat, reducing and step-up schedules',
            'NACH, eNACH and UPI Autopay collections',
            'IRAC norms and provisioning applied daily',
          ],
          image: {
            src: '/images/products/loan-origination.svg',
            alt: 'Loan application screen with eKYC, CKYC and CIBIL checks completed, a bureau score of 782 and a sanction button',
            width: 560,
            height: 440,
          },
        },
        {
          label: 'Compliance',
          title: 'Returns that build themselves',
          paragraphs: [
            'Regulatory returns, CRILC and bureau submissions are generated from the live ledger, with maker-checker and an audit trail on every entry.',
          ],
          points: [
            'Bureau files for all four credit bureaus',
            'ALM, CAR and NPA statements',
            'Audit trail on every change',
          ],
          image: {
            src: '/images/products/mis-analytics.svg',
            alt: 'MIS dashboard with capital adequacy ratio, NPA trend by quarter and a branch performance table',
            width: 560,
            height: 440,
          },
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'd-cell',
      eyebrow: 'D-Cell',
      title: 'D-Cell: a branch that travels to the village',
      paragraphs: [
        'D-Cell is Finorbit’s digital cell: a field banking unit of tablets, a biometric reader and a receipt printer, run from a van or a shop counter. Your staff open accounts, take deposits, sanction small loans and collect EMIs at the customer’s doorstep, on the same ledger as the branch.',
      ],
      points: [
        'Biometric Aadhaar eKYC and photo capture on the tablet',
        'Works offline and syncs over 4G when the signal returns',
        'Cash limits, geo-tagging and day-end closing per unit',
      ],
      image: {
        src: '/images/illustrations/d-cell-unit.svg',
        alt: 'D-Cell field banking van beside a tablet showing a new account with Aadhaar eKYC, CKYC record and photo done and the fingerprint matched',
        width: 560,
        height: 440,
      },
      tone: 'soft',
    },
    {
      type: 'featureGrid',
      id: 'version-5',
      eyebrow: 'Product version 5.0',
      title: 'What’s new in version 5.0',
      lead: 'The biggest release since we moved to the cloud, shaped by a year of requests from our customers.',
      tone: 'light',
      columns: 2,
      items: [
        {
          icon: 'camera',
          title: 'AI document reader',
          text: 'Reads twelve Indian document types and fills the application, with a confidence score on every field.',
        },
        {
          icon: 'mobile',
          title: 'D-Cell field units',
          text: 'Doorstep account opening, deposits and loans with biometric eKYC and offline sync.',
        },
        {
          icon: 'wallet',
          title: 'UPI Autopay collections',
          text: 'Recurring EMIs and RD instalments collected through UPI mandates next to NACH.',
        },
        {
          icon: 'speedometer',
          title: 'Faster day-end',
          text: 'Interest accrual and day-end closing run in parallel by branch, in minutes rather than hours.',
        },
      ],
    },
    {
      type: 'workProcess',
      id: 'modular-approach',
      eyebrow: 'Modular approach',
      title: 'Start with one module, add the rest when you grow',
      lead: 'Every module shares the same customer, ledger and reports, so adding one is a switch, not a migration.',
      tone: 'soft',
      steps: [
        {
          icon: 'bank',
          title: 'Core ledger',
          text: 'Customers, accounts, general ledger and day-end: the base every lender starts with.',
        },
        {
          icon: 'savings',
          title: 'Deposits',
          text: 'Savings, FD, RD and daily deposit schemes with automatic interest and TDS.',
        },
        {
          icon: 'cash',
          title: 'Lending',
          text: 'Origination and loan management for gold, MSME, personal and group loans.',
        },
        {
          icon: 'mobile',
          title: 'Digital channels',
          text: 'Mobile banking, UPI, D-Cell field units and the collections app.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'business-suite',
      eyebrow: 'Business management suite',
      title: 'Run the business, not just the branches',
      paragraphs: [
        'The business management suite gives head office one view of branches, products and people: budgets against actuals, staff targets and incentives, and board-ready MIS that updates with every transaction.',
      ],
      points: [
        'Branch and product profitability',
        'Targets and incentives per officer',
        'Scheduled board and investor reports',
      ],
      image: {
        src: '/images/products/mis-analytics.svg',
        alt: 'MIS dashboard with capital adequacy ratio, NPA trend by quarter and a branch performance table',
        width: 560,
        height: 440,
      },
      tone: 'light',
    },
    {
      type: 'imageFeature',
      id: 'mobile-app',
      eyebrow: 'Mobile app',
      title: 'Your bank in your customer’s pocket',
      paragraphs: [
        'A mobile banking app in your brand: balances, statements, UPI payments, EMI repayments and new deposits, with alerts when a customer becomes eligible for a loan.',
      ],
      points: [
        'UPI payments and EMI repayments',
        'Open FDs and RDs in the app',
        'Loan eligibility alerts',
      ],
      image: {
        src: '/images/illustrations/upi-mobile-banking.svg',
        alt: 'Mobile banking app showing a savings balance, a UPI EMI payment of ₹4,250, a confirmation that the EMI was posted to the loan in 2 seconds and a new fixed deposit',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'soft',
      cta: { label: 'See the app in a demo', href: '/request-for-demo/' },
    },
    {
      type: 'featureGrid',
      id: 'services',
      eyebrow: 'Services',
      title: 'Services around the software',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'sync',
          title: 'Data migration',
          text: 'Accounts, balances and history moved from your old system with parallel runs until they match.',
          link: { label: 'How we migrate', href: '/single-service/' },
        },
        {
          icon: 'gear',
          title: 'Implementation',
          text: 'Products, charges, approval limits and reports configured to your policy by a named lead.',
        },
        {
          icon: 'book',
          title: 'Training',
          text: 'On-site and online training for branch staff, field officers and head office.',
        },
        {
          icon: 'support',
          title: 'Support desk',
          text: 'A support desk that knows banking operations, with escalation to engineers on call.',
        },
        {
          icon: 'cloud',
          title: 'Managed hosting',
          text: 'Hosting in Indian data centres with backups, disaster recovery and security patching.',
        },
        {
          icon: 'plug',
          title: 'Integrations',
          text: 'Bureaus, KYC registries, payment rails and accounting tools connected for you.',
          link: { label: 'See integrations', href: '/integrations/' },
        },
      ],
    },
    {
      type: 'highlights',
      id: 'in-minutes',
      eyebrow: 'Getting things done in minutes',
      title: 'Daily work that used to take days',
      tone: 'soft',
      items: [
        {
          value: '3 min',
          label: 'Open a savings account',
          text: 'Aadhaar eKYC, CKYC check and a welcome kit, at the counter or the doorstep.',
        },
        {
          value: '15 min',
          label: 'Sanction a loan',
          text: 'Bureau pull, appraisal and sanction letter on one screen.',
        },
        {
          value: '5 min',
          label: 'Book a fixed deposit',
          text: 'Scheme, rate and receipt generated, with the deposit in the customer’s app.',
        },
        {
          value: '10 min',
          label: 'Close the day',
          text: 'Accruals, day-end and branch reports for every branch at once.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'about',
      eyebrow: 'About Finorbit',
      title: 'Banking software built in India, for India’s lenders',
      paragraphs: [
        'Finorbit builds core banking, lending and microfinance software for small finance banks, NBFCs, Nidhi companies, cooperatives and MFIs. Our team of bankers and engineers has taken lenders of every size from paper registers to real-time digital banking.',
      ],
      image: {
        src: '/images/services/implementation-plan.svg',
        alt: 'Implementation plan showing five phases, from product mapping to the last branch going live, completed on day 50',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'light',
      cta: { label: 'About the company', href: '/company/' },
    },
  ],
};
