import type { PageContent, PricePlan } from '../types';
import { customerTestimonials, smallFinanceBankTestimonial } from '../shared/testimonials';
import {
  blogCarousel,
  securityLogoCarousel,
  securityTestimonialCarousel,
} from '../shared/carousels';
import { brandLogos, clientLogos } from '../shared/clients';
import { articles } from '../shared/articles';
import { productDemoVideo } from '../shared/videos';

const period = '/M';

/** Nine features per plan (spec §9); the lower plans leave the last ones out. */
const planFeatures = [
  'Device binding and MPIN policies',
  'Login anomaly alerts',
  'Transaction risk scoring',
  'Velocity rules for UPI and IMPS',
  'Daily fraud report by branch',
  'Maker-checker on sensitive changes',
  'Quarterly vulnerability scan',
  'Phishing drills for staff',
  '24/7 security operations desk',
];

const withFeatures = (included: number) =>
  planFeatures.map((label, index) => ({ label, included: index < included }));

const plans: PricePlan[] = [
  {
    name: 'Branch Guard',
    price: 29,
    currency: 'USD',
    period,
    summary: 'Sign-in and device protection for staff and members.',
    features: withFeatures(5),
    cta: { label: 'Choose Branch Guard', href: '/contact/' },
  },
  {
    name: 'Fraud Shield',
    price: 49,
    currency: 'USD',
    period,
    summary: 'Real-time transaction scoring with rules for your loan and deposit products.',
    features: withFeatures(9),
    cta: { label: 'Choose Fraud Shield', href: '/contact/' },
    featured: true,
  },
  {
    name: 'Audit Ready',
    price: 29,
    currency: 'USD',
    period,
    summary: 'Controls, scans and drills that keep your IS audit file complete.',
    features: planFeatures.map((label, index) => ({ label, included: index >= 4 })),
    cta: { label: 'Choose Audit Ready', href: '/contact/' },
  },
];

/** Home ten: security and fraud prevention (spec §2 "Cyber theme"). */
export const homeTenPage: PageContent = {
  meta: {
    title: 'Security and Fraud Prevention for Lenders',
    description:
      'Device binding, transaction risk scoring, UPI velocity rules and audit-ready controls for small finance banks, NBFCs, Nidhis and cooperatives.',
  },
  header: { dark: true },
  footer: { tone: 'dark' },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'dark',
      eyebrow: 'Security and fraud prevention',
      title: 'Stop fraud before the money leaves the branch',
      highlight: 'before the money leaves',
      lead: 'Every login, device and transaction on your core banking and mobile app is scored in real time, so suspicious payments are held for review instead of reversed after the fact.',
      primary: { label: 'Discover More', href: '/request-for-demo/' },
      video: productDemoVideo,
      image: {
        src: '/images/security/security-console.svg',
        alt: 'Fraud watch console for today: 18,402 logins checked, 92,775 transactions scored, 14 alerts raised and 2 devices blocked',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'logos',
      id: 'clients',
      title: 'Trusted by lenders across India',
      tone: 'light',
      logos: [...clientLogos, ...brandLogos],
      carousel: securityLogoCarousel,
    },
    {
      type: 'imageFeature',
      id: 'about',
      eyebrow: 'About',
      title: 'Security built into the ledger, not bolted on',
      paragraphs: [
        'Our security team works inside the same platform that runs your loans and deposits, so every rule sees the full picture: the member, the device, the branch and the transaction history.',
      ],
      points: [
        'Hosted in Indian data centres with encryption at rest and in transit',
        'Controls mapped to RBI’s cyber security framework',
        'Incident response on call around the clock',
      ],
      image: {
        src: '/images/store/rules-gold.svg',
        alt: '',
        width: 400,
        height: 300,
      },
      tone: 'soft',
      cta: { label: 'Meet the company', href: '/company/' },
    },
    {
      type: 'featureGrid',
      id: 'services',
      eyebrow: 'Services',
      title: 'Six ways we keep your members’ money safe',
      tone: 'light',
      columns: 3,
      items: [
        {
          icon: 'fingerprint',
          title: 'Identity and access',
          text: 'Device binding, MPIN and biometrics for members; single sign-on and roles for staff.',
        },
        {
          icon: 'speedometer',
          title: 'Transaction scoring',
          text: 'Every payment scored in milliseconds against the member’s own history.',
        },
        {
          icon: 'bug',
          title: 'Vulnerability management',
          text: 'Quarterly scans of your apps and servers, with fixes tracked to closure.',
        },
        {
          icon: 'email',
          title: 'Phishing drills',
          text: 'Simulated phishing for branch staff, with short lessons for anyone who clicks.',
        },
        {
          icon: 'server',
          title: 'Secure hosting',
          text: 'Hardened servers in Indian data centres, daily backups and tested restores.',
        },
        {
          icon: 'clipboardCheck',
          title: 'Audit support',
          text: 'Evidence packs for IS audits and RBI inspections, generated from live controls.',
        },
      ],
    },
    {
      type: 'callToAction',
      id: 'security-review',
      title: 'Get a free security review of your mobile app',
      lead: 'Our team checks your app and internet banking against common fraud patterns and sends a written report within two weeks.',
      primary: { label: 'Request a review', href: '/request-for-demo/' },
      secondary: { label: 'Talk to our team', href: '/contact/' },
      tone: 'dark',
    },
    {
      type: 'videoPromo',
      id: 'security-video',
      eyebrow: 'See it in action',
      title: 'Watch a suspicious UPI payment get held',
      lead: 'A short demo of a new device, an unusual payee and the rule that holds the payment until the branch confirms it.',
      tone: 'soft',
      video: productDemoVideo,
    },
    {
      type: 'pricing',
      id: 'pricing',
      eyebrow: 'Price plans',
      title: 'Protection for every size of institution',
      tone: 'light',
      plans,
      note: 'Prices in USD per month (/M) per institution, billed yearly; taxes extra.',
    },
    {
      type: 'productCards',
      id: 'store',
      eyebrow: 'Store',
      title: 'Security add-ons',
      lead: 'Hardware and rule packs you can add to any plan.',
      tone: 'soft',
      currency: 'USD',
      products: [
        {
          name: 'Secure Key for staff',
          price: 120,
          image: {
            src: '/images/store/secure-key.svg',
            alt: 'A FIDO2 USB security key',
            width: 400,
            height: 300,
          },
          link: { label: 'Order Secure Key', href: '/contact/' },
        },
        {
          name: 'Phishing drill kit',
          price: 56,
          image: {
            src: '/images/store/phishing-kit.svg',
            alt: 'An email envelope with a red warning sign',
            width: 400,
            height: 300,
          },
          link: { label: 'Order drill kit', href: '/contact/' },
        },
        {
          name: 'Gold loan rule pack',
          price: 150,
          oldPrice: 175,
          badge: 'Sale',
          image: {
            src: '/images/store/rules-gold.svg',
            alt: 'A teal shield with a gold coin',
            width: 400,
            height: 300,
          },
          link: { label: 'Order gold loan rules', href: '/contact/' },
        },
        {
          name: 'Microfinance rule pack',
          price: 150,
          oldPrice: 175,
          badge: 'Sale',
          image: {
            src: '/images/store/rules-microfinance.svg',
            alt: 'A blue shield with a group of three people',
            width: 400,
            height: 300,
          },
          link: { label: 'Order microfinance rules', href: '/contact/' },
        },
      ],
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'Lenders who sleep better',
      tone: 'light',
      testimonials: [...customerTestimonials, smallFinanceBankTestimonial],
      carousel: securityTestimonialCarousel,
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Security questions we hear most',
      tone: 'soft',
      openIndex: 0,
      items: [
        {
          question: 'Does scoring slow down UPI payments?',
          answer:
            'No. Each payment is scored in under 50 milliseconds, well inside the time UPI allows, and only payments that break a rule are held.',
        },
        {
          question: 'Where is our data kept?',
          answer:
            'In Indian data centres, encrypted at rest and in transit, as RBI’s data localisation rules require.',
        },
        {
          question: 'Can we write our own fraud rules?',
          answer:
            'Yes. Your risk team can add rules in the console with a maker-checker approval, and test them on last month’s transactions first.',
        },
        {
          question: 'Do you help with IS audits?',
          answer:
            'Yes. The Audit Ready plan produces evidence packs for each control, and our team joins the auditor’s review calls.',
        },
      ],
    },
    {
      type: 'newsCards',
      id: 'blog',
      eyebrow: 'Blog',
      title: 'From our blog',
      tone: 'light',
      articles: articles.slice(0, 6),
      carousel: blogCarousel,
      more: { label: 'All news', href: '/news/' },
    },
  ],
};
