import type { PageContent } from '../types';
import { customerTestimonials } from '../shared/testimonials';
import { aboutTestimonialCarousel, heroSlidesCarousel } from '../shared/carousels';

const order = { label: 'Order Now', href: '/request-for-demo/' } as const;

/**
 * Home twelve (game hosting theme): Finorbit Cloud, run with a game-server hosting partner whose
 * low-latency network now hosts lenders' core banking (spec §2 "Twelve").
 */
export const homeTwelvePage: PageContent = {
  meta: {
    title: 'Finorbit Cloud: Game-Grade Hosting for Lenders',
    description:
      'Host your core banking, loan origination and mobile banking servers on the low-latency network that runs 5745+ game servers, across 45+ data centers.',
  },
  header: { dark: true },
  footer: { tone: 'dark' },
  sections: [
    {
      type: 'heroSlider',
      tone: 'dark',
      label: 'Finorbit Cloud highlights',
      slides: [
        {
          eyebrow: 'Finorbit Cloud, with our hosting partner',
          title: 'Game-grade servers for your core banking',
          lead: 'The network built for lag-free multiplayer games now runs core banking, loan origination and UPI payments for lenders, with Indian data residency.',
          image: {
            src: '/images/hosting/server-rack.svg',
            alt: 'A rack of four dedicated server nodes with status lights on, labelled dedicated nodes, 99.99% uptime',
            width: 560,
            height: 440,
          },
        },
        {
          eyebrow: '45+ data centers',
          title: 'Close to every branch and every borrower',
          lead: 'Run primary and disaster-recovery servers in different regions on one private network, with replication measured in milliseconds.',
          image: {
            src: '/images/hosting/data-centres.svg',
            alt: 'A globe with twelve connected data center locations, labelled 45+ data centers, one private network',
            width: 560,
            height: 440,
          },
        },
        {
          eyebrow: 'Always-on protection',
          title: 'DDoS protection tuned on game traffic',
          lead: 'Filters that keep tournament servers online now keep your mobile banking app and payment APIs answering during an attack.',
          image: {
            src: '/images/hosting/ddos-shield.svg',
            alt: 'A shield with a check mark deflecting incoming traffic, labelled always-on DDoS protection',
            width: 560,
            height: 440,
          },
        },
      ],
      primary: order,
      secondary: { label: 'Talk to sales', href: '/contact/' },
      carousel: heroSlidesCarousel,
    },
    {
      type: 'featureGrid',
      id: 'servers',
      eyebrow: 'Server list',
      title: 'Pick a server for each part of your platform',
      lead: 'Every server comes with the Finorbit module preinstalled, patched and monitored by our team.',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'bank',
          title: 'Core banking server',
          text: 'Deposits, loans and the general ledger for up to 200 branches, with nightly batch in minutes.',
          link: order,
        },
        {
          icon: 'document',
          title: 'Loan origination server',
          text: 'eKYC, CKYC, bureau checks and AI-camera capture sized for month-end application peaks.',
          link: order,
        },
        {
          icon: 'mobile',
          title: 'Mobile banking API server',
          text: 'UPI payments, EMI repayments and statements for your branded app, close to your users.',
          link: order,
        },
        {
          icon: 'chart',
          title: 'MIS and reporting server',
          text: 'Real-time MIS, CAR, NOF and IRR reports on a read replica that never slows the branches.',
          link: order,
        },
        {
          icon: 'location',
          title: 'Field app sync server',
          text: 'Collection sheets and agent tracking for microfinance teams on patchy mobile networks.',
          link: order,
        },
        {
          icon: 'sync',
          title: 'Disaster recovery server',
          text: 'A warm standby in a second region, replicated continuously and tested every quarter.',
          link: order,
        },
      ],
    },
    {
      type: 'featureGrid',
      id: 'services',
      eyebrow: 'Services',
      title: 'Managed for you, end to end',
      tone: 'soft',
      columns: 4,
      items: [
        {
          icon: 'gear',
          title: 'Setup and migration',
          text: 'We build the servers, move your data and run parallel days until balances match.',
        },
        {
          icon: 'support',
          title: '24/7 operations desk',
          text: 'Engineers watch every server around the clock and call you before you notice a problem.',
        },
        {
          icon: 'lock',
          title: 'Security patching',
          text: 'Operating system and database patches applied in agreed windows, with rollback plans.',
        },
        {
          icon: 'clipboardCheck',
          title: 'Audit evidence',
          text: 'Access logs, backup reports and DR test results packaged for your IS auditors.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'features',
      eyebrow: 'Features',
      title: 'What game hosting taught us about banking servers',
      paragraphs: [
        'Players leave when a server lags for a second; borrowers leave when a UPI repayment hangs. The same engineering keeps both fast: NVMe storage, dedicated CPU cores and routes that avoid congested networks.',
      ],
      points: [
        'Dedicated CPU cores and NVMe storage on every plan',
        'Data stays in Indian data centers for regulatory residency',
        'Hourly snapshots kept for 30 days, daily backups for a year',
        'Scale up before month-end and back down after, billed monthly',
      ],
      image: {
        src: '/images/hosting/server-rack.svg',
        alt: '',
        width: 560,
        height: 440,
      },
      tone: 'light',
      cta: order,
    },
    {
      type: 'callToAction',
      id: 'counters',
      title: 'A network proven under the heaviest loads',
      lead: 'Our hosting partner’s figures, on the same infrastructure that runs Finorbit Cloud.',
      primary: order,
      secondary: { label: 'Talk to sales', href: '/contact/' },
      tone: 'dark',
      stats: [
        { value: '5745+', label: 'game servers' },
        { value: '12.5k+', label: 'customers' },
        { value: '45+', label: 'data centers' },
      ],
    },
    {
      type: 'pricing',
      id: 'pricing',
      eyebrow: 'Price',
      title: 'Server plans from $2.99/mo',
      lead: 'Storage from $6.00/GB per month. Every plan includes monitoring, DDoS protection and daily backups.',
      tone: 'soft',
      plans: [
        {
          name: 'Sandbox',
          price: 2.99,
          currency: 'USD',
          period: 'per month',
          summary: 'A test server for training staff and trying new loan products.',
          features: [
            { label: '2 dedicated vCPU, 4 GB RAM', included: true },
            { label: 'Daily backups', included: true },
            { label: 'DDoS protection', included: true },
            { label: 'Disaster recovery standby', included: false },
            { label: '24/7 operations desk', included: false },
          ],
          cta: { label: 'Order Sandbox', href: '/request-for-demo/' },
        },
        {
          name: 'Branch',
          price: 29.99,
          currency: 'USD',
          period: 'per month',
          summary: 'Production hosting for a Nidhi, cooperative or small NBFC.',
          features: [
            { label: '8 dedicated vCPU, 32 GB RAM', included: true },
            { label: 'Daily backups', included: true },
            { label: 'DDoS protection', included: true },
            { label: 'Disaster recovery standby', included: true },
            { label: '24/7 operations desk', included: false },
          ],
          cta: { label: 'Order Branch', href: '/request-for-demo/' },
          featured: true,
        },
        {
          name: 'Network',
          price: 89.99,
          currency: 'USD',
          period: 'per month',
          summary: 'For multi-state lenders running branches, app and field teams.',
          features: [
            { label: '32 dedicated vCPU, 128 GB RAM', included: true },
            { label: 'Daily backups', included: true },
            { label: 'DDoS protection', included: true },
            { label: 'Disaster recovery standby', included: true },
            { label: '24/7 operations desk', included: true },
          ],
          cta: { label: 'Order Network', href: '/request-for-demo/' },
        },
      ],
      note: 'Sample prices in USD per server, excluding taxes. Storage is billed at $6.00/GB per month above the included 50 GB.',
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Hosting questions from lenders',
      tone: 'light',
      items: [
        {
          question: 'Does our data stay in India?',
          answer:
            'Yes. Finorbit Cloud servers for Indian lenders run only in Indian data centers, including backups and the disaster-recovery standby.',
        },
        {
          question: 'Why does a game hosting network suit a bank?',
          answer:
            'Games and payments both need low latency, steady uptime and protection from traffic floods. Our partner has tuned its network for exactly that for years.',
        },
        {
          question: 'Can we move from our own servers?',
          answer:
            'Yes. We migrate your Finorbit database and files over a weekend and run parallel checks until every balance matches.',
        },
        {
          question: 'How is storage billed?',
          answer:
            'Each plan includes 50 GB. Extra storage is billed at $6.00/GB per month, measured on the monthly peak.',
        },
      ],
      openIndex: 0,
      cta: { label: 'Ask us something else', href: '/contact/' },
    },
    {
      type: 'testimonialSlider',
      id: 'reviews',
      eyebrow: 'Reviews',
      title: 'Lenders on our hosting',
      tone: 'soft',
      testimonials: customerTestimonials,
      carousel: aboutTestimonialCarousel,
    },
  ],
};
