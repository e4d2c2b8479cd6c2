// Questions buyers ask before they switch core systems.
import type { FaqItem } from '../types';

export const platformFaqs: FaqItem[] = [
  {
    question: 'How long does a migration from our current system take?',
    answer:
      'Most Nidhi companies and cooperative societies go live in six to ten weeks; one multi-branch society moved every member, deposit and loan account in 50 days. We run the old and new systems in parallel until your balances reconcile to the rupee.',
  },
  {
    question: 'Can we keep our data in India?',
    answer:
      'Yes. Cloud deployments run in Indian data centres, and you can also host the platform on your own servers. Backups, logs and reports stay in the region you choose.',
  },
  {
    question: 'Which KYC and credit checks are built into loan origination?',
    answer:
      'Aadhaar eKYC, CKYC search and upload, PAN verification and credit bureau reports such as CIBIL are part of the origination flow. Field staff can capture documents with the AI camera, and the appraisal, pre-approval and sanction steps follow your credit policy.',
  },
  {
    question: 'Does the mobile banking app support UPI payments?',
    answer:
      'Yes. Customers can pay and collect over UPI, repay loans, open deposits and download statements. The app runs on the same core as your branches, so balances update in real time.',
  },
  {
    question: 'Which regulatory reports does the MIS produce?',
    answer:
      'Asset classification, CAR, NOF, ALM and IRR statements, performance variance and portfolio reports are generated from live data and can be scheduled for your board and auditors.',
  },
  {
    question: 'How do you support us after go-live?',
    answer:
      'A support desk answers by chat, email and phone, and every customer has a named implementation lead for the first year. Advanced and Premium plans add quarterly health checks and a success manager.',
  },
];
