// Open positions and the one full job posting. Salaries and rates are the spec's sample figures
// (§9: $25k to $62k a year, $15-25 an hour, 50 hours a week).
import type { Job, JobPosting } from '../types';
import { site } from '../site';

const company = `${site.name} Technologies`;

/** The posting shown on /single-career/. */
export const seniorBackendDeveloper: JobPosting = {
  slug: 'senior-backend-developer',
  title: 'Senior Backend Developer',
  category: 'Engineering',
  workType: 'Full Time',
  company,
  location: 'United Kingdom',
  salary: '$55k - $62k',
  apply: { label: 'Apply Now', href: '/single-career/' },
  logo: {
    src: '/images/careers/finorbit-mark.svg',
    alt: `${site.name} logo`,
    width: 64,
    height: 64,
  },
  rating: 5,
  summary:
    'Join the team that builds the ledger, loan and deposit services behind our core banking platform. From our London hub you will work with engineers in Kochi and Bengaluru on the services that post millions of EMIs, UPI payments and NACH debits every month for lenders across India.',
  responsibilities: [
    'Design and build Java and Spring Boot services for loan accounts, deposits and the general ledger.',
    'Own the day-end and month-end batch: interest accrual, asset classification and NPA marking.',
    'Integrate bureau, eKYC, CKYC, NACH and UPI partners behind well-tested adapters.',
    'Review code, mentor two to four engineers and keep our API documentation current.',
    'Work with implementation consultants when a migration or a regulator’s change needs a fix fast.',
  ],
  requirements: [
    'Six or more years building backend systems, at least three of them in banking or payments.',
    'Strong Java 17+, Spring Boot, PostgreSQL and messaging (Kafka or RabbitMQ).',
    'Confidence with double-entry accounting and with reconciling what the ledger says against the bank.',
    'Right to work in the United Kingdom and willingness to travel to India twice a year.',
  ],
  skills: [
    'Experience with RBI reporting, NACH/eNACH or UPI integrations is a strong plus.',
    'You write tests before you are asked to and read a stack trace calmly at 9pm on a month end.',
    'You can explain an interest calculation to a branch manager as clearly as to an engineer.',
    'Comfortable with Docker, Kubernetes and observability tools such as Grafana and OpenTelemetry.',
  ],
  overview: { hoursPerWeek: '50 hours per week', hourlyRate: '$15 - $25 an hour' },
  datePosted: '2026-11-02',
  validThrough: '2027-02-28',
  baseSalary: { min: 55000, max: 62000 },
};

/** The four open positions on /career/; every card opens the job details page. */
export const openPositions: Job[] = [
  seniorBackendDeveloper,
  {
    slug: 'qa-engineer-lending',
    title: 'QA Engineer, Lending Workflows',
    category: 'Quality',
    workType: 'Full Time',
    company,
    location: 'Kochi, India',
    salary: '$25k - $35k',
    apply: { label: 'Apply Now', href: '/single-career/' },
  },
  {
    slug: 'implementation-consultant',
    title: 'Implementation Consultant',
    category: 'Delivery',
    workType: 'Hybrid - Full Time',
    company,
    location: 'Bengaluru, India',
    salary: '$35k - $38k',
    apply: { label: 'Apply Now', href: '/single-career/' },
  },
  {
    slug: 'product-designer',
    title: 'Product Designer, Mobile Banking',
    category: 'Design',
    workType: 'Remote - Full Time',
    company,
    location: 'Remote, India',
    salary: '$35k - $45k',
    apply: { label: 'Apply Now', href: '/single-career/' },
  },
];

/** Related jobs under the posting; applications go through the contact page. */
export const relatedJobs: Job[] = [
  {
    slug: 'android-developer-upi',
    title: 'Android Developer, UPI App',
    category: 'Developer',
    workType: 'Remote - Full Time',
    company,
    location: 'Remote, India',
    salary: '$35k - $45k',
    apply: { label: 'Apply Now', href: '/contact/' },
  },
  {
    slug: 'ui-designer-dashboards',
    title: 'UI Designer, MIS Dashboards',
    category: 'Designer',
    workType: 'Full Time',
    company,
    location: 'Kochi, India',
    salary: '$25k - $35k',
    apply: { label: 'Apply Now', href: '/contact/' },
  },
  {
    slug: 'customer-success-manager',
    title: 'Customer Success Manager',
    category: 'Manager',
    workType: 'Full Time',
    company,
    location: 'Bengaluru, India',
    salary: '$35k - $38k',
    apply: { label: 'Apply Now', href: '/contact/' },
  },
];
