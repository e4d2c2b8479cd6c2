// Services the platform connects to. Logos are simple-icons marks (coloured as the package gives
// them) where the brand is there, otherwise a neutral monogram; scripts/gen-integration-logos.ts
// writes them to public/images/integrations/ and a unit test keeps the files in step.
import type { z } from 'zod';
import type { integrationBadgeSchema, integrationSchema } from '../schema/common';

// From their schemas directly: content/types.ts reaches the schemas that enumerate this catalog.
type Integration = z.output<typeof integrationSchema>;
type IntegrationBadge = z.output<typeof integrationBadgeSchema>;

/** How a logo file is drawn: a simple-icons export name, or a neutral monogram. */
export type IntegrationMark = { simpleIcon: `si${string}` } | { monogram: string };

type IntegrationSource = Omit<Integration, 'logo'> & { mark: IntegrationMark };

const sources = [
  {
    name: 'TransUnion CIBIL',
    slug: 'transunion-cibil',
    category: 'Credit bureau',
    description:
      'Pull consumer and commercial credit reports and scores during origination; the report is stored against the application.',
    badge: 'Popular',
    connected: true,
    mark: { monogram: 'CIBIL' },
  },
  {
    name: 'Aadhaar eKYC',
    slug: 'aadhaar-ekyc',
    category: 'Identity and KYC',
    description:
      'Verify borrowers and members with OTP or biometric eKYC through your licensed KUA partner, storing only the masked Aadhaar number.',
    connected: true,
    mark: { monogram: 'eKYC' },
  },
  {
    name: 'CKYC Registry',
    slug: 'ckyc-registry',
    category: 'Identity and KYC',
    description:
      'Search and download records from the Central KYC Registry, and upload new KYC records after onboarding.',
    connected: true,
    mark: { monogram: 'CKYC' },
  },
  {
    name: 'DigiLocker',
    slug: 'digilocker',
    category: 'Documents',
    description:
      'Fetch PAN, driving licence and other issued documents with the borrower’s consent, straight into the loan file.',
    badge: 'New',
    connected: false,
    mark: { monogram: 'DL' },
  },
  {
    name: 'Account Aggregator',
    slug: 'account-aggregator',
    category: 'Financial data',
    description:
      'Receive consented bank statements over the Account Aggregator network and read cash flows during credit appraisal.',
    badge: 'New',
    connected: false,
    mark: { monogram: 'AA' },
  },
  {
    name: 'UPI AutoPay',
    slug: 'upi-autopay',
    category: 'Payments',
    description:
      'Set up recurring EMI mandates on UPI for small-ticket loans, with each mandate’s status shown in the loan account.',
    connected: true,
    mark: { monogram: 'UPI' },
  },
  {
    name: 'NACH and eNACH',
    slug: 'nach-enach',
    category: 'Payments',
    description:
      'Register debit mandates by net banking or debit card and present EMI files automatically on every due date.',
    badge: 'Free',
    connected: true,
    mark: { monogram: 'NACH' },
  },
  {
    name: 'Razorpay',
    slug: 'razorpay',
    category: 'Payment gateway',
    description:
      'Collect EMIs, foreclosures and deposit instalments by card, UPI and net banking through payment links.',
    badge: 'Popular',
    connected: false,
    mark: { simpleIcon: 'siRazorpay' },
  },
  {
    name: 'Paytm',
    slug: 'paytm',
    category: 'Payment gateway',
    description:
      'Take repayments through Paytm payment links and QR codes at branches and on field visits.',
    connected: false,
    mark: { simpleIcon: 'siPaytm' },
  },
  {
    name: 'PhonePe',
    slug: 'phonepe',
    category: 'Payment gateway',
    description:
      'Accept UPI repayments through the PhonePe payment gateway and reconcile them to loan accounts overnight.',
    connected: false,
    mark: { simpleIcon: 'siPhonepe' },
  },
  {
    name: 'WhatsApp Business',
    slug: 'whatsapp-business',
    category: 'Messaging',
    description:
      'Send EMI reminders, receipts and sanction letters on WhatsApp through the WhatsApp Business Platform.',
    badge: 'Popular',
    connected: false,
    mark: { simpleIcon: 'siWhatsapp' },
  },
  {
    name: 'SMS (DLT registered)',
    slug: 'sms-dlt',
    category: 'Messaging',
    description:
      'Send transaction alerts and OTPs through your DLT-registered sender IDs and approved templates.',
    badge: 'Free',
    connected: true,
    mark: { monogram: 'SMS' },
  },
  {
    name: 'Tally',
    slug: 'tally',
    category: 'Accounting',
    description:
      'Post daily vouchers from the loan and deposit ledgers into Tally for entities that keep their books there.',
    connected: false,
    mark: { monogram: 'TL' },
  },
  {
    name: 'Google Workspace',
    slug: 'google-workspace',
    category: 'Sign-in and reports',
    description:
      'Let staff sign in with their Google Workspace accounts and deliver scheduled MIS reports to Google Drive.',
    badge: 'Premium',
    connected: false,
    mark: { simpleIcon: 'siGoogle' },
  },
  {
    name: 'Google Sheets',
    slug: 'google-sheets',
    category: 'Reporting',
    description:
      'Export scheduled MIS reports into shared Google Sheets for your board, lenders and investors.',
    badge: 'Free',
    connected: false,
    mark: { simpleIcon: 'siGooglesheets' },
  },
  {
    name: 'Zoho CRM',
    slug: 'zoho-crm',
    category: 'CRM',
    description:
      'Push leads from your website and field app into Zoho CRM and see each lead’s loan status beside it.',
    connected: false,
    mark: { simpleIcon: 'siZoho' },
  },
  {
    name: 'Okta',
    slug: 'okta',
    category: 'Sign-in',
    description:
      'Single sign-on and multi-factor authentication for head-office and branch staff through your Okta tenant.',
    badge: 'Premium',
    connected: false,
    mark: { simpleIcon: 'siOkta' },
  },
  {
    name: 'Metabase',
    slug: 'metabase',
    category: 'Analytics',
    description:
      'Point Metabase at the reporting replica to build your own dashboards beside the standard MIS.',
    badge: 'Free',
    connected: false,
    mark: { simpleIcon: 'siMetabase' },
  },
  {
    name: 'Google Cloud',
    slug: 'google-cloud',
    category: 'Hosting',
    description:
      'Run a dedicated Finorbit environment in Google Cloud’s Mumbai or Delhi regions, with data kept in India.',
    badge: 'Premium',
    connected: false,
    mark: { simpleIcon: 'siGooglecloud' },
  },
] as const satisfies readonly IntegrationSource[];

export type IntegrationSlug = (typeof sources)[number]['slug'];

export const LOGO_SIZE = 48;

/** Drawing instructions per logo file, for scripts/gen-integration-logos.ts. */
export const integrationMarks: { slug: string; name: string; mark: IntegrationMark }[] =
  sources.map(({ slug, name, mark }) => ({ slug, name, mark }));

export const integrations: Integration[] = sources.map((source) => ({
  name: source.name,
  slug: source.slug,
  category: source.category,
  description: source.description,
  connected: source.connected,
  badge: 'badge' in source ? (source.badge as IntegrationBadge) : undefined,
  logo: {
    src: `/images/integrations/${source.slug}.svg`,
    alt: `${source.name} logo`,
    width: LOGO_SIZE,
    height: LOGO_SIZE,
  },
}));

const bySlug = new Map(integrations.map((integration) => [integration.slug, integration]));

/** The integrations with these slugs, in this order (a typo is a type error). */
export function pickIntegrations(...slugs: IntegrationSlug[]): Integration[] {
  return slugs.map((slug) => bySlug.get(slug)!);
}

/** Shown under logo walls: names and marks identify services, they do not claim endorsement. */
export const trademarkNote =
  'Names and logos belong to their owners and only identify the services Finorbit connects to; they do not imply endorsement or partnership.';
