import type { PageContent } from '../types';

export const productsPage: PageContent = {
  meta: {
    title: 'Products',
    description:
      'Core banking, loan origination, loan management, liability management, real-time MIS, compliance, microfinance, UPI mobile banking and gold loan software.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Products',
      title:
        'Complete solution for Small Finance Bank, NBFC, Nidhi, Cooperative Society, MFI & CDL',
      lead: 'Nine suites on one ledger: from the member’s first deposit and the borrower’s eKYC to the RBI return your compliance team files at month end.',
      paragraphs: [
        'Start with the suite you need most, such as gold loans for a Nidhi company or field collections for an MFI, and add the others as you grow. Every suite shares the same customer, account and general ledger, so nothing is keyed in twice and your MIS is never a day behind.',
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
      type: 'featureGrid',
      id: 'why-choose-us',
      eyebrow: 'Why choose us',
      title: 'Why lenders run their business on Finorbit',
      lead: 'Built in India for the way Indian lenders work, and priced for institutions that count every rupee of cost.',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'cash',
          title: 'Up to 60% lower operating cost',
          text: 'Paperless origination, automated accruals and day-end, and reports that build themselves free your branch staff for borrowers.',
        },
        {
          icon: 'cloud',
          title: '60% infrastructure optimisation',
          text: 'A cloud platform hosted in Indian data centres replaces branch servers, nightly batch jobs and the licences that came with them.',
        },
        {
          icon: 'shield',
          title: 'Regulation built in',
          text: 'CKYC, CIBIL, key fact statements, asset classification, provisioning and RBI returns are part of the workflow, not an afterthought.',
        },
        {
          icon: 'sync',
          title: 'Live in weeks, not quarters',
          text: 'Our migration team moves members, accounts and balances from your legacy system branch by branch; one cooperative went live in 50 days.',
        },
        {
          icon: 'journal',
          title: 'One ledger for everything',
          text: 'Deposits, loans, borrowings and accounts post to the same general ledger in real time, so the balance sheet is right every evening.',
        },
        {
          icon: 'support',
          title: 'Support that knows lending',
          text: 'Teams in Kochi and Bengaluru who understand NACH returns, NPA marking and audit queries answer within one working day.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'loan-origination',
      eyebrow: 'Loan origination',
      title: 'From application to sanction in 15 minutes',
      paragraphs: [
        'Applications come in from the branch, the field officer’s tablet or your mobile app. Finorbit verifies identity, pulls the bureau report and appraises the loan against your policy while the borrower waits.',
      ],
      points: [
        'CIBIL check, eKYC with Aadhaar OTP and CKYC download in one step',
        'AI-camera capture of KYC documents, income proofs and collateral photos',
        'Credit appraisal scorecards and policy rules you configure',
        'Pre-approved offers, sanction letter and key fact statement generated automatically',
      ],
      image: {
        src: '/images/products/loan-origination.svg',
        alt: 'Loan application screen with eKYC, CKYC and CIBIL checks completed, a bureau score of 782 and a sanction button',
        width: 560,
        height: 440,
      },
      tone: 'light',
    },
    {
      type: 'imageFeature',
      id: 'loan-management',
      eyebrow: 'Loan management system',
      title: 'Every loan product on one LMS',
      paragraphs: [
        'Personal, SME, purchase finance, microfinance and micro credit loans run on one schedule engine. Repayments arrive by NACH, UPI or cash and post to the right instalment the moment they clear.',
      ],
      points: [
        'NACH and eNACH mandates with automatic presentation and bounce handling',
        'IMPS and NEFT disbursement straight from the sanction',
        'Restructuring, part-prepayment and foreclosure with recomputed schedules',
        'Securitisation and co-lending pools tracked loan by loan',
      ],
      image: {
        src: '/images/products/loan-management.svg',
        alt: 'Loan account screen with a repayment schedule, NACH mandate status active and the next EMI due date',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'soft',
    },
    {
      type: 'imageFeature',
      id: 'accounts-finance',
      eyebrow: 'Accounts and finance',
      title: 'Books that close themselves every evening',
      paragraphs: [
        'Interest accruals, charges, GST and provisions post automatically. Your accounts team reviews exceptions instead of keying vouchers, and month end becomes a report rather than a week of reconciliation.',
      ],
      points: [
        'Real-time general ledger with branch and inter-branch accounting',
        'Bank reconciliation for NACH, UPI and NEFT settlement files',
        'GST invoicing, TDS on deposits and Form 15G/15H tracking',
        'Trial balance, profit and loss and balance sheet at any date',
      ],
      image: {
        src: '/images/products/accounts-finance.svg',
        alt: 'General ledger screen with a trial balance that matches, a bank reconciliation at 100 percent and a list of posted vouchers',
        width: 560,
        height: 440,
      },
      tone: 'light',
    },
    {
      type: 'imageFeature',
      id: 'mis-analytics',
      eyebrow: 'MIS and analytics',
      title: 'Real-time MIS your board can act on',
      paragraphs: [
        'Operational reports, asset classification and portfolio quality update as transactions happen. Schedule the reports your managers and board need, and they arrive in their inbox before the morning meeting.',
      ],
      points: [
        'Asset classification, NPA movement and provisioning by branch',
        'CAR, NOF and IRR charts with performance variance against plan',
        'Portfolio control and business projections by product and region',
        'Scheduled reports by email in Excel or PDF',
      ],
      image: {
        src: '/images/products/mis-analytics.svg',
        alt: 'MIS dashboard with capital adequacy ratio, NPA trend by quarter and a branch performance table',
        width: 560,
        height: 440,
      },
      reverse: true,
      tone: 'soft',
    },
    {
      type: 'productSuites',
      id: 'suites',
      eyebrow: 'Product suites',
      title: 'Nine suites, one platform',
      lead: 'Pick the suites your institution needs today. Each one works alone and shares customers, accounts and the ledger with the others.',
      tone: 'light',
      suites: [
        {
          id: 'suite-core-banking',
          icon: 'bank',
          name: 'Core banking and deposits',
          audience: 'small finance banks, Nidhis and cooperatives',
          summary:
            'Omnichannel core banking for savings, current, fixed, recurring and daily deposits, with the same account visible at the counter, on the app and to the field agent.',
          capabilities: [
            'Savings, FD, RD, daily and pigmy deposit products',
            'Interest accrual, TDS and Form 15G/15H',
            'Teller, vault and cash limits per branch',
            'Standing instructions and sweep-in deposits',
            'Loan eligibility notifications to depositors',
          ],
        },
        {
          id: 'suite-loan-origination',
          icon: 'clipboardCheck',
          name: 'Loan origination',
          audience: 'NBFCs, MFIs and cooperative lenders',
          summary:
            'Digital onboarding and underwriting from the first lead to the signed sanction letter, in the branch or in the field.',
          capabilities: [
            'CIBIL and multi-bureau checks',
            'eKYC, CKYC search and download',
            'AI-camera document capture',
            'Credit appraisal and scorecards',
            'Loan pre-approval and sanction workflow',
          ],
        },
        {
          id: 'suite-loan-management',
          icon: 'cash',
          name: 'Loan management',
          audience: 'every lender with a loan book',
          summary:
            'One servicing engine for every loan product, from disbursement to closure, with collections that post themselves.',
          capabilities: [
            'Personal, SME and purchase finance loans',
            'Micro finance and micro credit loans',
            'Securitisation and co-lending pools',
            'NACH/eNACH mandates and presentations',
            'IMPS and NEFT disbursement and receipts',
          ],
        },
        {
          id: 'suite-liability-management',
          icon: 'savings',
          name: 'Liability management',
          audience: 'NBFCs and finance companies',
          summary:
            'Track what you owe as closely as what you are owed: public deposits, debentures and borrowings with their interest and maturities.',
          capabilities: [
            'Public and member deposits',
            'Non-convertible debentures (NCDs)',
            'Short-term borrowings and bank lines',
            'Interest payout and maturity schedules',
            'ALM buckets for liquidity planning',
          ],
        },
        {
          id: 'suite-mis',
          icon: 'growth',
          name: 'Real-time MIS',
          audience: 'management, boards and auditors',
          summary:
            'Reports that are correct the moment a transaction posts, so decisions are made on today’s numbers rather than last month’s.',
          capabilities: [
            'Operational and branch reports',
            'Asset classification and NPA movement',
            'Performance variance, CAR, NOF and IRR charts',
            'Portfolio control and business projections',
            'Scheduled reports by email',
          ],
        },
        {
          id: 'suite-accounts-compliance',
          icon: 'shield',
          name: 'Accounts, finance and compliance',
          audience: 'finance and compliance teams',
          summary:
            'Automated accounting with the regulatory layer on top: returns, bureau submissions and audit trails built from the same data.',
          capabilities: [
            'Real-time general ledger and reconciliation',
            'GST, TDS and statutory registers',
            'RBI returns and bureau submissions',
            'CKYC uploads and DPDP consent records',
            'Maker-checker and a tamper-proof audit trail',
          ],
        },
        {
          id: 'suite-microfinance',
          icon: 'people',
          name: 'Microfinance suite',
          audience: 'MFIs and JLG lenders',
          summary:
            'Everything a field team needs to run centres and groups, with the branch seeing collections the moment they happen.',
          capabilities: [
            'Field monitoring with live agent tracking',
            'Centres, groups and group review and training',
            'Daily collection with digital receipts, offline-ready',
            'Target allocation per field officer',
            'Delinquency reports through a voice assistant',
          ],
        },
        {
          id: 'suite-mobile-banking',
          icon: 'mobile',
          name: 'Mobile banking with UPI',
          audience: 'members and borrowers of every institution',
          summary:
            'A mobile banking app under your own brand, so members check balances, pay and repay without visiting the branch.',
          capabilities: [
            'UPI payments, collect requests and QR',
            'EMI repayment and deposit top-ups',
            'Statements, interest certificates and no-dues letters',
            'MPIN, device binding and biometric login',
            'Published under your Play Store and App Store accounts',
          ],
        },
        {
          id: 'suite-gold-loan',
          icon: 'coin',
          name: 'Online gold loan',
          audience: 'Nidhis, NBFCs and cooperative societies',
          summary:
            'Appraisal, pledge and sanction on one screen, so a customer walks out with the loan in the same visit, and renews it online.',
          capabilities: [
            'Daily gold rate and LTV controls',
            'Item-wise appraisal with photos and purity',
            'Pledge receipts and packet tracking',
            'Online renewal and part-release',
            'Overdue notices and auction workflow',
          ],
        },
      ],
    },
    {
      type: 'callToAction',
      id: 'cta',
      title: 'See the suites running on your own products',
      lead: 'Tell us which loans and deposits you offer; we will show you the workflow your branches would use, with your schemes configured.',
      primary: { label: 'Reach Us', href: '/contact/' },
      secondary: { label: 'Read success stories', href: '/casestudy/' },
      tone: 'dark',
    },
  ],
};
