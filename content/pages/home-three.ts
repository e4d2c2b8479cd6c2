import type { PageContent } from '../types';
import { customerTestimonials, smallFinanceBankTestimonial } from '../shared/testimonials';
import { pickIntegrations, trademarkNote } from '../shared/integrations';
import { clientLogos } from '../shared/clients';
import { testimonialCarouselUpToThree } from '../shared/carousels';
import { deliveryRecord, deliverySteps } from '../shared/delivery';

/** Home three (spec §2 "Home variants / Three"): the desktop branch app campaign. */
export const homeThreePage: PageContent = {
  meta: {
    title: 'Finorbit Branch: the Desktop App for Branch Tellers',
    description:
      'A fast desktop app for cash counters, gold loans and deposits that keeps working when the branch internet drops and syncs to head office the moment it is back.',
  },
  sections: [
    {
      type: 'hero',
      layout: 'split',
      tone: 'light',
      eyebrow: 'Finorbit Branch for Windows',
      title: 'The branch desktop app that keeps the counter open',
      highlight: 'keeps the counter open',
      lead: 'Keyboard-first screens for receipts, pledges and deposits, offline mode when the line drops, and every entry synced to head office within seconds.',
      primary: { label: 'Start a Free Trial', href: '/request-for-demo/' },
      secondary: { label: 'Talk to Sales', href: '/contact/' },
      points: ['Works offline', 'Function-key shortcuts', 'Thermal slip printing'],
      image: {
        src: '/images/illustrations/desktop-branch-app.svg',
        alt: 'Desktop teller screen posting a cash receipt of ₹12,500 to a gold loan account, with counter cash balanced with the vault, function-key shortcuts and a note that the branch synced to head office 2 seconds ago',
        width: 560,
        height: 440,
      },
    },
    {
      type: 'logos',
      id: 'customers',
      title: 'Trusted at the counters of lenders across India',
      tone: 'soft',
      logos: clientLogos,
    },
    {
      type: 'highlights',
      id: 'track-record',
      eyebrow: 'Why branches switch',
      title: 'Built with the teams who stand behind the counter',
      tone: 'light',
      items: deliveryRecord,
    },
    {
      type: 'featureGrid',
      id: 'features',
      eyebrow: 'Features',
      title: 'Made for a full queue on a Monday morning',
      lead: 'Everything a teller, gold appraiser or branch manager does in a day, one keystroke away.',
      tone: 'soft',
      columns: 3,
      items: [
        {
          icon: 'lightning',
          title: 'Keyboard-first posting',
          text: 'Receipts, withdrawals and EMI collections posted with function keys, without reaching for the mouse.',
        },
        {
          icon: 'sync',
          title: 'Offline mode',
          text: 'The counter keeps working when the branch line drops; entries sync in order once it is back.',
        },
        {
          icon: 'savings',
          title: 'Gold loan desk',
          text: 'Ornament photos from the desk camera, purity and weight entry, LTV checks and the pledge slip.',
        },
        {
          icon: 'fingerprint',
          title: 'Biometric sign-in',
          text: 'Tellers sign in with a fingerprint reader, and every entry carries who posted it.',
        },
        {
          icon: 'cash',
          title: 'Cash and vault',
          text: 'Denomination-wise cash, teller limits and a vault balance the branch manager can check any time.',
        },
        {
          icon: 'document',
          title: 'Day end in minutes',
          text: 'Day-end checks, branch cash book and reports run by themselves and reach head office at once.',
        },
      ],
    },
    {
      type: 'workProcess',
      id: 'roll-out',
      eyebrow: 'Roll-out',
      title: 'From the first branch to the last, in four steps',
      tone: 'light',
      steps: deliverySteps,
    },
    {
      type: 'testimonialSlider',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'What branch teams tell us',
      tone: 'dark',
      testimonials: [...customerTestimonials, smallFinanceBankTestimonial],
      carousel: testimonialCarouselUpToThree,
    },
    {
      type: 'integrationGrid',
      id: 'integrations',
      eyebrow: 'Integrations',
      title: 'Connected to the counter and to head office',
      lead: 'The app talks to the same services your core banking uses, so nothing is keyed in twice.',
      tone: 'soft',
      integrations: pickIntegrations(
        'aadhaar-ekyc',
        'transunion-cibil',
        'nach-enach',
        'sms-dlt',
        'tally',
        'google-workspace',
      ),
      href: '/integrations/',
      note: trademarkNote,
    },
    {
      type: 'callToAction',
      id: 'start-trial',
      title: 'Put Finorbit Branch on one counter this week',
      lead: 'We install it on a teller PC, connect it to your trial workspace and train the team on site.',
      primary: { label: 'Start a Free Trial', href: '/request-for-demo/' },
      secondary: { label: 'Talk to Sales', href: '/contact/' },
      tone: 'dark',
    },
  ],
};
