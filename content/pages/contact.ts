import type { PageContent } from '../types';
import { site } from '../site';

export const contactPage: PageContent = {
  meta: {
    title: 'Contact Us',
    description:
      'Talk to Finorbit about core banking, lending or microfinance software: chat with us, email sales or call our Kochi office. We reply within 24 hours.',
  },
  footer: { background: true },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Let’s Connect',
      title: 'Contact Us',
      lead: 'Questions about a migration, a demo for your board, or pricing for your branches? Reach the people who build the platform.',
      tone: 'soft',
    },
    {
      type: 'contactChannels',
      id: 'channels',
      eyebrow: 'Let’s Connect',
      title: 'Choose how you want to talk to us',
      lead: 'Every message reaches our sales and solutions team in Kochi and Bengaluru.',
      channels: [
        {
          icon: 'chat',
          title: 'Chat with us',
          text: 'Message our team on WhatsApp for a quick answer during working hours.',
          link: { label: site.chat.label, href: site.chat.href },
        },
        {
          icon: 'email',
          title: 'Email us',
          text: 'Send your requirements, branch count or RFP and we will come back with a plan.',
          link: { label: site.email.sales, href: `mailto:${site.email.sales}` },
        },
        {
          icon: 'phone',
          title: 'Call us',
          text: 'Speak to a solutions consultant, Monday to Saturday, 9:30am to 6:30pm IST.',
          link: { label: site.phone.label, href: site.phone.href },
        },
      ],
      promise: site.replyPromise,
    },
    {
      type: 'leadForm',
      id: 'contact-form',
      form: 'contact',
      eyebrow: 'Write to us',
      title: 'Send us a message',
      lead: 'Tell us about your institution and what you need. The message goes straight to the solutions team, not a ticket queue.',
      points: [
        'An answer from a consultant who knows lending, usually the same working day',
        'A walkthrough planned around your products: gold loans, JLG, MSME or deposits',
        'Migration and data-conversion questions answered before you commit',
      ],
      tone: 'soft',
    },
  ],
};
