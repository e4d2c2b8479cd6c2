import type { PageContent } from '../types';
import { site } from '../site';
import { articleBySlug, summaryOf } from '../shared/help-articles';

export const helpCenterDetailsPage: PageContent = {
  meta: {
    title: 'Setting up NACH and eNACH mandates',
    description:
      'A step-by-step guide for Finorbit customers: sponsor bank onboarding, physical and eNACH mandates, EMI presentation, returns and re-presentation.',
  },
  sections: [
    {
      type: 'helpArticle',
      back: { label: 'Back to Help Center', href: '/help-center/' },
      category: 'Payments Query',
      title: 'Setting up NACH and eNACH mandates end to end',
      updated: '12 March 2024',
      readingTime: '9 min read',
      intro: [
        'Most of your EMIs should arrive without anyone at the branch touching them. NACH mandates make that possible: the borrower authorises their bank once, and Finorbit presents each instalment on its due date, posts it when it clears and follows up when it does not.',
        'This guide walks an operations manager through the whole flow, from registering with your sponsor bank to handling a bounced EMI. Allow a week for the one-time setup with your bank; after that, a mandate takes a few minutes per loan.',
      ],
      parts: [
        {
          id: 'before-you-start',
          heading: 'Before you start',
          paragraphs: [
            'NACH runs through a sponsor bank: the bank account where collections land and which submits your debit files to NPCI. You need an agreement with that bank and a utility code (UMRN prefix) issued by NPCI through it.',
          ],
          checklist: [
            'Your sponsor bank’s name, IFSC and the collection account number',
            'The NPCI utility code and the sponsor bank’s corporate ID for eNACH',
            'The SFTP or API credentials the bank gives you for file exchange',
            'An administrator login in Finorbit with the Payments Setup permission',
          ],
        },
        {
          id: 'sponsor-bank',
          heading: '1. Register your sponsor bank in Finorbit',
          paragraphs: [
            'Go to Settings › Payments › Sponsor banks and choose Add sponsor bank. Enter the bank details, utility code and file-exchange credentials, then choose which loan products collect through this bank. Most institutions use one sponsor bank for all products; you can add a second for a specific product or region.',
            'Finorbit sends a test file to the bank when you save. The status changes to Connected once the bank acknowledges it, usually within one working day.',
          ],
          note: 'Keep the maker-checker rule on this screen. A change to the collection account redirects every EMI you collect, so a second administrator should approve it.',
        },
        {
          id: 'choose-mandate',
          heading: '2. Choose the right kind of mandate',
          paragraphs: [
            'eNACH is the default: the borrower authorises the mandate in minutes with net banking or an Aadhaar-based e-sign, and it is usually live the next day. Use a physical NACH form when the borrower’s bank does not support eNACH, or when your policy needs a wet signature.',
            'Set the maximum amount a little above the EMI, typically the EMI plus expected charges, and the end date a few months after the last instalment, so that a restructured or delayed schedule does not need a new mandate.',
          ],
        },
        {
          id: 'create-mandate',
          heading: '3. Create the mandate from the loan account',
          paragraphs: [
            'Mandates are created from the loan, not separately, so the amount, frequency and dates always match the repayment schedule.',
          ],
          steps: [
            'Open the loan account and choose Repayment › Register mandate.',
            'Pick eNACH or physical NACH. Finorbit fills in the borrower’s bank account from the KYC record; confirm it with a penny-drop check.',
            'For eNACH, send the authorisation link to the borrower by SMS or WhatsApp, or open it on the branch tablet.',
            'For physical NACH, print the pre-filled form, get it signed, then scan it with the AI camera. Finorbit crops it and checks the signature box and amount before it goes to the bank.',
            'Track the status on the loan: Sent, Accepted or Rejected. Accepted mandates show the UMRN issued by NPCI.',
          ],
          note: 'Rejected mandates show the destination bank’s reason, such as a signature mismatch or an account that does not allow debits. Correct it and choose Resubmit; the loan keeps its history.',
        },
        {
          id: 'presentations',
          heading: '4. Schedule EMI presentations',
          paragraphs: [
            'Under Settings › Payments › Presentation calendar, choose how many days before the due date the debit file is sent (two working days is common) and whether to present on the due date or the following working day when it falls on a holiday.',
            'Every morning Finorbit builds the debit file for EMIs due, sends it to the sponsor bank and shows the batch on the NACH dashboard. You do not need to upload anything by hand unless your bank only accepts files through its own portal.',
          ],
        },
        {
          id: 'returns',
          heading: '5. Handle returns and bounced EMIs',
          paragraphs: [
            'When the bank’s response file arrives, cleared debits post to the loan as receipts and settle into your collection account on the next cycle. Failed debits are marked with the NPCI return reason, for example insufficient balance, account closed or mandate cancelled.',
            'For insufficient balance, Finorbit can re-present automatically on a date you choose within the same month and applies the bounce charge from the loan product. The borrower gets an SMS with a UPI link to pay the instalment directly. Other reasons, such as a closed account, go to the collection officer’s worklist instead, because re-presenting will not help.',
          ],
          note: 'Check the NACH dashboard each morning for batches stuck in Sent. A batch without a response by the next working day usually means the bank did not pick up the file.',
        },
        {
          id: 'cancel',
          heading: '6. Amend or cancel a mandate',
          paragraphs: [
            'When a loan closes, Finorbit sends the cancellation to the bank with the closure, so the borrower is never debited after repaying. To change the bank account or raise the limit, register a new mandate from the loan; the old one is cancelled once the new one is accepted.',
          ],
        },
        {
          id: 'reports',
          heading: 'Reports to watch',
          paragraphs: [
            'The NACH collection efficiency report shows presented, cleared and returned EMIs by branch and product. The return reasons report shows where mandates fail most, which usually points to a data-entry pattern at one branch. Both can be scheduled to arrive by email every Monday.',
          ],
        },
      ],
      related: [
        'upi-settlement-mismatch',
        'imps-neft-disbursement-failed',
        'user-roles-permissions',
        'rbi-returns',
      ].map((slug) => summaryOf(articleBySlug(slug))),
      support: {
        title: 'Quick support',
        text: 'Stuck on a step? Our payments team answers NACH questions every working day.',
        links: [
          {
            icon: 'email',
            label: 'Email support',
            detail: site.email.support,
            href: `mailto:${site.email.support}`,
          },
          { icon: 'phone', label: 'Call us', detail: site.phone.label, href: site.phone.href },
          { icon: 'chat', label: site.chat.label, detail: site.supportHours, href: site.chat.href },
          {
            icon: 'support',
            label: 'Contact page',
            detail: 'All our offices and channels',
            href: '/contact/',
          },
        ],
      },
    },
    {
      type: 'callToAction',
      id: 'cta',
      title: 'Want us to set it up with you?',
      lead: 'Our payments team can register your sponsor bank and run the first presentation batch alongside your operations staff.',
      primary: { label: 'Talk to support', href: '/contact/' },
      secondary: { label: 'Browse more guides', href: '/help-center/' },
      tone: 'soft',
    },
  ],
};
