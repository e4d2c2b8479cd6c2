import type { PageContent } from '../types';
import { offices, site } from '../site';

const [headOffice] = offices;

export const termsPage: PageContent = {
  meta: {
    title: 'Terms of Use and Free Trial Terms',
    description:
      'The terms for using the Finorbit website and for the 14-day Finorbit free trial: what the sandbox is for, what not to put in it, and what happens when the trial ends.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Terms',
      title: 'Terms of use and free trial terms',
      lead: `The rules for using this website and for a Finorbit free trial, between you and ${site.legalName}, ${headOffice!.lines.join(', ')}. Our privacy notice explains what we do with the personal data you send us.`,
      tone: 'soft',
    },
    {
      type: 'article',
      id: 'website',
      eyebrow: 'Website',
      title: 'Using this website',
      tone: 'light',
      parts: [
        {
          id: 'content',
          heading: 'What the website is',
          paragraphs: [
            'This website describes Finorbit’s software and services for lenders. We keep it accurate, but product descriptions, figures and prices are general information, not an offer: what we deliver, and at what price, is set by a signed order form or contract.',
            'Case studies and quotes describe what particular customers achieved; results depend on each institution’s products, data and processes.',
          ],
        },
        {
          id: 'use',
          heading: 'Acceptable use',
          paragraphs: ['You may read, link to and share the pages of this website. Please do not:'],
          points: [
            'send false details, or someone else’s details without their permission, in a form;',
            'try to break, overload or probe the website or the services behind its forms;',
            'copy the website’s text, illustrations or design to present them as your own.',
          ],
        },
        {
          id: 'ownership',
          heading: 'Ownership and trademarks',
          paragraphs: [
            `The text, illustrations and software shown on this website belong to ${site.legalName}. Names and logos of the services we integrate with are trademarks of their owners, shown only to name those services.`,
          ],
        },
        {
          id: 'links',
          heading: 'Links to other websites',
          paragraphs: [
            'We link to other websites (social networks, integration partners, YouTube videos) for your convenience. We are not responsible for their content or their privacy practices.',
          ],
        },
        {
          id: 'liability',
          heading: 'Liability and governing law',
          paragraphs: [
            'The website is provided as it is. To the extent the law allows, we are not liable for losses arising from the use of the website or from relying on its general information. Nothing in these terms limits liability that cannot be limited by law.',
            'These terms are governed by the laws of India, and the courts at Kochi, Kerala have jurisdiction.',
          ],
        },
      ],
    },
    {
      type: 'article',
      id: 'free-trial',
      eyebrow: 'Free trial',
      title: 'The 14-day free trial',
      lead: 'What you agree to when you tick “I agree to the trial terms and conditions” on the sign-up form.',
      tone: 'soft',
      parts: [
        {
          id: 'trial-workspace',
          heading: 'Your sandbox workspace',
          paragraphs: [
            'The trial gives your institution a sandbox workspace for 14 days from activation, with sample branches, members and loans. No credit card is needed, and support is available around the clock during the trial. One trial per institution; we may extend it on request.',
          ],
        },
        {
          id: 'trial-data',
          heading: 'Sample data only',
          paragraphs: [
            'The sandbox is for evaluation. Do not load real customer, member or borrower data into it, and do not use it to run real transactions: it has no production service levels, backups or regulatory reporting.',
          ],
        },
        {
          id: 'trial-accounts',
          heading: 'Accounts and access',
          paragraphs: [
            'You set your password on the activation page we email you. Keep it to yourself, invite colleagues from inside the workspace, and tell us at once if you think someone else has access.',
          ],
        },
        {
          id: 'trial-end',
          heading: 'When the trial ends',
          paragraphs: [
            'You can end the trial at any time. When it ends, the workspace becomes read-only; we delete it with everything in it 30 days later unless you move to a paid plan, in which case your set-up carries over. There is no automatic charge: a paid plan starts only with a signed order form.',
          ],
        },
        {
          id: 'trial-contact',
          heading: 'Questions',
          paragraphs: [
            `Write to ${site.email.sales} about the trial or to ${site.email.support} for help inside the workspace.`,
          ],
        },
      ],
    },
  ],
};
