import type { PageContent } from '../types';
import { integrations, pickIntegrations, trademarkNote } from '../catalog/integrations';

/** The nine featured integrations (spec: 9 tiles to /single-integration). */
export const featuredIntegrations = pickIntegrations(
  'transunion-cibil',
  'aadhaar-ekyc',
  'digilocker',
  'nach-enach',
  'razorpay',
  'whatsapp-business',
  'google-workspace',
  'account-aggregator',
  'google-sheets',
);

export const integrationsPage: PageContent = {
  meta: {
    title: 'Integrations',
    description:
      'Credit bureaus, eKYC and CKYC, NACH and UPI AutoPay, payment gateways, WhatsApp, Google Workspace and more: the services Finorbit connects your lending to.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Integrations',
      title: 'Our Featured Integrations',
      lead: 'Bureau checks, identity verification, repayments and reporting already wired into the platform, so your team works in one place.',
      tone: 'soft',
    },
    {
      type: 'integrationGrid',
      id: 'featured',
      title: 'Ready to switch on for your institution',
      lead: 'Open an integration to see what it does, what it needs from you and how it is set up.',
      legend:
        'Connected: switched on in every Finorbit deployment. Connect: available on request and set up by our team with your own account at the provider.',
      tone: 'light',
      integrations: featuredIntegrations,
      href: '/single-integration/',
      note: trademarkNote,
    },
    {
      type: 'highlights',
      id: 'why-integrate',
      eyebrow: 'Why it matters',
      title: 'Fewer logins, fewer spreadsheets, faster loans',
      lead: 'Every connector writes straight into the loan or deposit record, with an audit trail of who fetched what and when.',
      tone: 'soft',
      items: [
        {
          value: String(integrations.length),
          label: 'Ready-made connectors',
          text: 'Bureaus, KYC, payments, messaging, accounting, sign-in, analytics and hosting.',
        },
        {
          value: '5',
          label: 'Checks in one origination flow',
          text: 'CIBIL, eKYC, CKYC, DigiLocker documents and bank statements without leaving the application.',
        },
        {
          value: '2 s',
          label: 'UPI repayment to loan ledger',
          text: 'Repayments through UPI and gateways post to the loan account as they arrive.',
        },
        {
          value: '0',
          label: 'Credentials stored in plain text',
          text: 'Provider keys live in an encrypted vault, and every call is logged for your auditors.',
        },
      ],
    },
    {
      type: 'subscribeBanner',
      id: 'subscribe',
      title: 'Hear when a new integration ships',
      lead: 'One short email a month on new connectors and regulatory changes that affect them.',
      formId: 'integrations-subscribe',
      tone: 'dark',
    },
  ],
};
