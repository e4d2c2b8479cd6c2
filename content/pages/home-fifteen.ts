import type { PageContent } from '../types';
import { brandLogos } from '../shared/brands';
import { singleTestimonialDotsCarousel } from '../shared/carousels';
import { articles } from '../shared/articles';
import { customerTestimonials } from '../shared/testimonials';

const pass = (label: string, included: boolean) => ({ label, included });

/** Home fifteen (spec §2 "Fifteen", event): the Finorbit Lending Summit. */
export const homeFifteenPage: PageContent = {
  meta: {
    title: 'Finorbit Lending Summit',
    description:
      'Talks and workshops on digital lending, co-lending, collections and compliance for SFBs, NBFCs, Nidhis, cooperatives and MFIs, 22-23 November, Kochi.',
  },
  header: { absolute: true, dark: true },
  footer: { background: true },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'dark',
      eyebrow: '22-23 November · Grand Hyatt, Kochi',
      title: 'Finorbit Lending Summit: the future of lending in Bharat',
      highlight: 'the future of lending',
      lead: 'Two days with the people who run India’s small finance banks, NBFCs, Nidhis, cooperatives and MFIs: what works in digital lending, co-lending, collections and RBI compliance.',
      primary: { label: 'Register Now', href: '/signup/' },
      secondary: { label: 'Download PDF', href: '/request-for-demo/' },
      image: {
        src: '/images/campaigns/summit-stage.svg',
        alt: 'Conference stage with a screen reading Finorbit Lending Summit, 22-23 November, facing an audience',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'eventCards',
      id: 'events',
      eyebrow: 'Upcoming events',
      title: 'Meet us before the summit',
      lead: 'Roundtables in three cities for lenders who want to compare notes ahead of Kochi.',
      tone: 'light',
      events: [
        {
          daysLeft: 3,
          date: '2026-11-26',
          place: 'Bengaluru',
          title: 'Digital gold loans roundtable',
          summary:
            'Appraisal at the doorstep, online renewals and LTV checks with three gold-loan NBFCs.',
        },
        {
          daysLeft: 5,
          date: '2026-11-28',
          place: 'Chennai',
          title: 'Collections without the friction',
          summary:
            'UPI AutoPay, eNACH bounces and field collection apps, with numbers from two MFIs.',
        },
        {
          daysLeft: 7,
          date: '2026-11-30',
          place: 'Mumbai',
          title: 'Co-lending with banks',
          summary:
            'Data sharing, escrow and reconciliation for NBFCs partnering with banks under RBI’s model.',
        },
      ],
    },
    {
      type: 'imageFeature',
      id: 'about',
      eyebrow: 'About the summit',
      title: 'Where India’s growing lenders learn from each other',
      paragraphs: [
        'The Finorbit Lending Summit brings together CEOs, credit heads, technology leads and compliance officers from institutions that lend to the next hundred million borrowers.',
        'Every session is run by a practitioner, not a vendor pitch: what they tried, what it cost and what they would do differently.',
      ],
      points: [
        '30+ speakers from lenders and regulators',
        '12 hands-on workshops',
        'Open networking lounge on both days',
      ],
      image: {
        src: '/images/illustrations/loan-dashboard.svg',
        alt: 'Loan dashboard of the kind demonstrated in the summit workshops, with rising disbursements and a portfolio-at-risk gauge',
        width: 560,
        height: 440,
      },
      tone: 'soft',
    },
    {
      type: 'people',
      id: 'speakers',
      eyebrow: 'Speakers',
      title: 'Meet the speakers',
      tone: 'light',
      people: [
        {
          name: 'Anjali Menon',
          role: 'CEO, a small finance bank',
          bio: 'Scaling branch banking with a digital-first core.',
        },
        {
          name: 'Ravi Shankar',
          role: 'Head of Credit, an NBFC',
          bio: 'Bureau data, AA and cash-flow underwriting for MSMEs.',
        },
        {
          name: 'Fatima Sheikh',
          role: 'COO, a microfinance institution',
          bio: 'JLG collections on UPI in rural Karnataka.',
        },
        {
          name: 'Joseph Varghese',
          role: 'Director, a Nidhi company',
          bio: 'Moving a Nidhi from ledgers to a core banking system.',
        },
      ],
    },
    {
      type: 'countdown',
      id: 'countdown',
      eyebrow: 'Don’t miss it',
      title: 'The summit starts soon',
      tone: 'dark',
      target: 'Doors open 22 November, 9:00 IST',
      units: [
        { value: '36', label: 'Days' },
        { value: '19', label: 'Hours' },
        { value: '48', label: 'Minutes' },
        { value: '16', label: 'Seconds' },
      ],
      cta: { label: 'Register Now', href: '/signup/' },
    },
    {
      type: 'schedule',
      id: 'schedule',
      eyebrow: 'Event schedule',
      title: 'Four days of sessions and workshops',
      lead: 'The main summit on 22-23 November, with workshops on the days around it.',
      tone: 'soft',
      cta: { label: 'Download Brochure', href: '/request-for-demo/' },
      days: [
        {
          label: 'Day-1',
          sessions: [
            {
              speaker: 'Anjali Menon',
              role: 'CEO, a small finance bank',
              date: '22 Nov, 10:00 IST',
              place: 'Main Hall',
              title: 'Opening keynote: lending to the next hundred million',
              description:
                'Why small lenders win on reach and how technology keeps their cost to serve low.',
            },
            {
              speaker: 'Ravi Shankar',
              role: 'Head of Credit, an NBFC',
              date: '22 Nov, 14:00 IST',
              place: 'Hall B',
              title: 'Cash-flow underwriting with Account Aggregator data',
              description:
                'A year of AA-based MSME loans: approval rates, defaults and what the data missed.',
            },
          ],
        },
        {
          label: 'Day-2',
          sessions: [
            {
              speaker: 'Fatima Sheikh',
              role: 'COO, a microfinance institution',
              date: '23 Nov, 10:00 IST',
              place: 'Main Hall',
              title: 'Collections on UPI in rural India',
              description:
                'Moving JLG repayments from cash to UPI AutoPay without losing the centre meeting.',
            },
            {
              speaker: 'Joseph Varghese',
              role: 'Director, a Nidhi company',
              date: '23 Nov, 15:00 IST',
              place: 'Hall B',
              title: 'From ledgers to core banking in 50 days',
              description:
                'A step-by-step account of a Nidhi migration, from data cleaning to the first audit.',
            },
          ],
        },
        {
          label: 'Day-3',
          sessions: [
            {
              speaker: 'Priya Nair',
              role: 'Compliance Head, a co-operative bank',
              date: '24 Nov, 10:30 IST',
              place: 'Workshop Room 1',
              title: 'Workshop: RBI returns straight from live data',
              description:
                'Build a CRILC and ALM return from a live ledger and check it before filing.',
            },
          ],
        },
        {
          label: 'Day-4',
          sessions: [
            {
              speaker: 'Arjun Rao',
              role: 'Product Lead, Finorbit',
              date: '25 Nov, 11:00 IST',
              place: 'Workshop Room 2',
              title: 'Workshop: launching a digital gold loan',
              description:
                'Configure appraisal, LTV limits and online renewal for a gold loan product in one morning.',
            },
          ],
        },
      ],
    },
    {
      type: 'pricing',
      id: 'tickets',
      eyebrow: 'Tickets',
      title: 'Choose your pass',
      tone: 'light',
      note: 'Prices exclude 25% VAT',
      plans: [
        {
          name: 'Single day pass',
          price: 180,
          currency: 'USD',
          period: 'per person',
          summary: 'One day of talks of your choice.',
          features: [
            pass('Keynotes and talks', true),
            pass('Networking lounge', true),
            pass('Workshops', false),
            pass('Lunch and dinner', false),
          ],
          cta: { label: 'Purchase Now', href: '/contact/' },
        },
        {
          name: 'Day Plan',
          price: 250,
          currency: 'USD',
          period: 'per person',
          summary: 'Both summit days and one workshop.',
          features: [
            pass('Keynotes and talks', true),
            pass('Networking lounge', true),
            pass('Workshops', true),
            pass('Lunch and dinner', false),
          ],
          cta: { label: 'Purchase Now', href: '/contact/' },
          featured: true,
        },
        {
          name: 'VIP Seat with Food',
          price: 180,
          currency: 'USD',
          period: 'per person',
          summary: 'A front-row seat for one day, with meals.',
          features: [
            pass('Keynotes and talks', true),
            pass('Networking lounge', true),
            pass('Workshops', false),
            pass('Lunch and dinner', true),
          ],
          cta: { label: 'Purchase Now', href: '/contact/' },
        },
      ],
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'What last year’s attendees say',
      tone: 'soft',
      testimonials: customerTestimonials,
      carousel: singleTestimonialDotsCarousel,
    },
    {
      type: 'newsCards',
      id: 'blog',
      eyebrow: 'From our blog',
      title: 'Read before you come',
      tone: 'light',
      articles: articles.slice(0, 3),
      more: { label: 'Read all news', href: '/news/' },
    },
    {
      type: 'logos',
      id: 'sponsors',
      eyebrow: 'Sponsors',
      title: 'Our sponsors and partners',
      tone: 'soft',
      logos: brandLogos.slice(0, 8),
    },
  ],
};
