// Support articles of the help center. The tabs list them by topic and the build turns them into
// the search index (app/help-center/search-index.json). Every article opens the help-center
// details page, which carries the full NACH / eNACH guide.
import type { HelpArticleSummary } from '../types';

export const helpTopics = [
  'Payments Query',
  'Setup or Installment',
  'Technical Support',
  'Retailers & Customer',
  'Security Issues',
  'Brand Creation',
  'Legal Support',
] as const;

export type HelpTopic = (typeof helpTopics)[number];

export type HelpArticle = HelpArticleSummary & {
  category: HelpTopic;
  /** The answer in a few sentences: searched, not shown in lists. */
  body: string;
};

const details = '/help-center-details/' as const;

export const helpArticles: HelpArticle[] = [
  // Payments Query
  {
    slug: 'nach-mandate-setup',
    category: 'Payments Query',
    title: 'Setting up NACH and eNACH mandates end to end',
    excerpt:
      'Register your sponsor bank, create physical and Aadhaar or net-banking eNACH mandates, and schedule EMI presentations.',
    body: 'Covers utility code and sponsor bank onboarding, mandate creation from the loan account, debit presentation files, bounce handling with return reason codes and automatic penal charges.',
    href: details,
  },
  {
    slug: 'upi-settlement-mismatch',
    category: 'Payments Query',
    title: 'Why a UPI collection is missing from today’s settlement',
    excerpt:
      'How the T+1 settlement file is matched to loan receipts, and what to do when a credited UPI payment shows as unreconciled.',
    body: 'Open the UPI reconciliation screen, filter by RRN or the borrower’s VPA, and post the unmatched credit to the loan account. Payments after the 11pm cut-off settle with the next cycle.',
    href: details,
  },
  {
    slug: 'imps-neft-disbursement-failed',
    category: 'Payments Query',
    title: 'Retrying a failed IMPS or NEFT disbursement',
    excerpt:
      'Read the beneficiary bank’s return reason, correct the account or IFSC, and re-initiate without creating a second loan entry.',
    body: 'A returned disbursement reverses automatically in the loan ledger. Verify the account with penny drop, then use Retry disbursement so the sanction and repayment schedule stay the same.',
    href: details,
  },
  // Setup or Installment
  {
    slug: 'branch-onboarding',
    category: 'Setup or Installment',
    title: 'Onboarding a new branch in the core banking system',
    excerpt:
      'Create the branch, map its general ledger, cash limits and holiday calendar, and open it for business the same day.',
    body: 'Branch master, IFSC and MICR, GL mapping, vault and teller cash limits, holiday calendar, day-begin and day-end schedule, and the first users with their roles.',
    href: details,
  },
  {
    slug: 'user-roles-permissions',
    category: 'Setup or Installment',
    title: 'User roles, permissions and maker-checker limits',
    excerpt:
      'Assign roles per branch, set sanction and transaction limits, and make sure no user can approve their own entries.',
    body: 'Roles such as teller, credit officer, branch manager and auditor carry screen permissions. Maker-checker rules apply above the amount limits you set for each role.',
    href: details,
  },
  {
    slug: 'gold-loan-scheme-setup',
    category: 'Setup or Installment',
    title: 'Configuring a gold loan scheme and its LTV',
    excerpt:
      'Set the rate per gram, loan-to-value ratio, purity slabs, interest and tenure, and the auction rules for overdue pledges.',
    body: 'Schemes define the daily gold rate source, LTV capped at the regulatory limit, appraisal charges, interest calculation and the notice periods before auction.',
    href: details,
  },
  // Technical Support
  {
    slug: 'data-backup-restore',
    category: 'Technical Support',
    title: 'Data backup, retention and restoring a branch',
    excerpt:
      'What we back up, how often, where it is stored in India, and how to request a point-in-time restore.',
    body: 'Databases are backed up every 15 minutes with daily snapshots kept for 90 days in Indian data centres. Restores are requested through support and verified with your administrator.',
    href: details,
  },
  {
    slug: 'day-end-process-stuck',
    category: 'Technical Support',
    title: 'Day-end process is stuck or running late',
    excerpt:
      'Check pending vouchers and unposted batches, then restart the end-of-day job without posting interest twice.',
    body: 'The day-end monitor shows each step: interest accrual, NPA marking, standing instructions and report generation. Clear pending authorisations before restarting a failed step.',
    href: details,
  },
  {
    slug: 'mobile-app-login-issues',
    category: 'Technical Support',
    title: 'Members cannot log in to the mobile banking app',
    excerpt:
      'Reset the MPIN, re-bind the device after a SIM change, and check the app version your members are using.',
    body: 'Device binding uses the registered mobile number. After a SIM or phone change the member re-registers with an OTP; branches can unlock an account locked after three wrong MPIN attempts.',
    href: details,
  },
  // Retailers & Customer
  {
    slug: 'ckyc-upload',
    category: 'Retailers & Customer',
    title: 'Uploading customer records to CKYC',
    excerpt:
      'Generate the CKYC upload file from onboarded customers, submit it to CERSAI and store the returned KYC identifier.',
    body: 'Customers with completed eKYC or offline KYC are queued for CKYC. Rejections list the field to correct; the 14-digit KYC identifier is saved against the customer once accepted.',
    href: details,
  },
  {
    slug: 'member-statement-request',
    category: 'Retailers & Customer',
    title: 'Sending loan and deposit statements to members',
    excerpt:
      'Email or WhatsApp a statement of account, interest certificate or no-dues letter from the member’s profile.',
    body: 'Statements are generated as password-protected PDFs. Interest certificates for the financial year and no-dues certificates after closure can also be sent in bulk.',
    href: details,
  },
  {
    slug: 'field-agent-collections',
    category: 'Retailers & Customer',
    title: 'Recording collections from field agents and centres',
    excerpt:
      'How agents collect at centre meetings, issue digital receipts and hand over cash to the branch at day end.',
    body: 'The microfinance app works offline at the centre and syncs when a network is available. Branch cashiers reconcile the agent’s collection sheet before day end.',
    href: details,
  },
  // Security Issues
  {
    slug: 'two-factor-authentication',
    category: 'Security Issues',
    title: 'Turning on two-factor authentication for staff',
    excerpt:
      'Require an authenticator app or OTP for every staff login, and restrict access to office IP ranges.',
    body: 'Administrators can enforce two-factor login per role, set session timeouts and allow logins only from whitelisted IP addresses or branch networks.',
    href: details,
  },
  {
    slug: 'suspicious-login-alert',
    category: 'Security Issues',
    title: 'Responding to a suspicious login alert',
    excerpt:
      'Lock the user, review the audit trail of what they viewed or changed, and reset credentials.',
    body: 'Every login, view and change is written to the audit trail with IP address and device. Lock the account from user management and email security@ with the alert reference.',
    href: details,
  },
  {
    slug: 'audit-trail-export',
    category: 'Security Issues',
    title: 'Exporting the audit trail for an inspection',
    excerpt:
      'Filter the audit log by user, branch or date and export it for your internal auditor or RBI inspection.',
    body: 'The audit trail cannot be edited or deleted. Export to Excel or PDF with maker, checker, timestamps and the before and after values of each change.',
    href: details,
  },
  // Brand Creation
  {
    slug: 'white-label-mobile-app',
    category: 'Brand Creation',
    title: 'Publishing the mobile app under your own brand',
    excerpt:
      'Send your logo, colours and store listing text; we build and publish the app under your Play Store and App Store accounts.',
    body: 'White-label builds use your institution’s name, icon and colours. We need a developer account in your name for Google Play and Apple App Store review.',
    href: details,
  },
  {
    slug: 'passbook-receipt-branding',
    category: 'Brand Creation',
    title: 'Adding your logo to receipts, passbooks and letters',
    excerpt:
      'Upload a logo and letterhead once and every receipt, passbook page, sanction letter and notice uses it.',
    body: 'Templates support your logo, registered address, CIN and regional language text. Passbook printing supports common dot-matrix printers.',
    href: details,
  },
  {
    slug: 'sms-email-sender-id',
    category: 'Brand Creation',
    title: 'Registering your SMS sender ID and email domain',
    excerpt:
      'Register DLT templates and a sender ID so EMI reminders and OTPs reach members in your name.',
    body: 'SMS templates must be registered on a DLT platform with your entity ID. Emails are sent from your domain once its SPF and DKIM records are added.',
    href: details,
  },
  // Legal Support
  {
    slug: 'rbi-returns',
    category: 'Legal Support',
    title: 'Generating RBI returns and regulatory reports',
    excerpt:
      'Prepare NBS, ALM and CRILC returns from live data, review them and download in the format the portal expects.',
    body: 'Regulatory reports are built from the same ledger as your MIS, with asset classification and provisioning applied, so returns match your books.',
    href: details,
  },
  {
    slug: 'dpdp-consent',
    category: 'Legal Support',
    title: 'Recording customer consent under the DPDP Act',
    excerpt:
      'Capture and store consent for KYC, credit bureau checks and marketing, and handle requests to withdraw it.',
    body: 'Consent is recorded with purpose, time and channel. Withdrawal stops marketing messages immediately while records required by law are retained for the statutory period.',
    href: details,
  },
  {
    slug: 'fair-practices-code',
    category: 'Legal Support',
    title: 'Key fact statements and the fair practices code',
    excerpt:
      'Issue the key fact statement with the annual percentage rate before sanction, in the borrower’s language.',
    body: 'The sanction workflow generates the KFS with APR, fees and the repayment schedule, and records the borrower’s acknowledgement before disbursement.',
    href: details,
  },
];

/** Articles of one topic, in the order written. */
export function articlesIn(topic: HelpTopic): HelpArticle[] {
  return helpArticles.filter((article) => article.category === topic);
}

/** The list fields of an article (what the tabs and related lists show). */
export function summaryOf({
  slug,
  title,
  excerpt,
  category,
  href,
}: HelpArticle): HelpArticleSummary {
  return { slug, title, excerpt, category, href };
}

export function articleBySlug(slug: string): HelpArticle {
  const article = helpArticles.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`No help article "${slug}"`);
  return article;
}
