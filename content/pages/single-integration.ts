import type { PageContent } from '../types';
import { pickIntegrations, trademarkNote } from '../shared/integrations';

const [googleWorkspace] = pickIntegrations('google-workspace');

export const singleIntegrationPage: PageContent = {
  meta: {
    title: 'Google Workspace Integration',
    description:
      'Let staff sign in to Finorbit with their Google Workspace accounts and send scheduled MIS reports to Google Drive. What it does, what you need and how it is set up.',
  },
  sections: [
    {
      type: 'pageHeader',
      eyebrow: 'Integrations',
      title: 'Google Workspace for Finorbit',
      lead: 'One sign-in for head-office and branch staff, and board-ready MIS reports delivered to the shared drives your teams already use.',
      tone: 'soft',
    },
    {
      type: 'integrationBanner',
      id: 'overview',
      integration: googleWorkspace!,
      title: 'Google Workspace',
      overview: [
        'Staff sign in to Finorbit with the Google Workspace account your IT team already manages, so joiners get access on day one and leavers lose it the moment their account is suspended.',
        'Scheduled reports (daily collections, asset classification, CAR and NOF) are saved to a Google Drive folder you choose, with the same access rules as the rest of your documents.',
      ],
      facts: [
        { label: 'Category', value: 'Sign-in and reports' },
        { label: 'Plans', value: 'Premium' },
        { label: 'Set-up time', value: '1 working day' },
        { label: 'Protocol', value: 'OpenID Connect' },
        { label: 'Data shared', value: 'Name, email, report files' },
      ],
      actions: [
        { label: 'Request this integration', href: '/contact/' },
        { label: 'Read the set-up guide', href: '/single-integration/#setup' },
      ],
      signIn: {
        label: 'Connect with Google',
        note: 'Connecting happens inside your Finorbit admin console (Settings, then Integrations) once the integration is switched on for you; this website cannot sign you in.',
      },
    },
    {
      type: 'article',
      id: 'guide',
      eyebrow: 'Guide',
      title: 'How the Google Workspace integration works',
      lead: 'What it changes for your staff and IT team, what we need from you, and how a typical set-up runs.',
      tone: 'light',
      parts: [
        {
          id: 'sign-in',
          heading: 'One account for every staff member',
          paragraphs: [
            'Branch staff at most lenders juggle a core banking password, an email password and often a separate password for the field app. With the integration switched on, Finorbit hands sign-in to Google: staff choose “Sign in with Google”, pass your Workspace policy (including two-step verification if you enforce it) and land on their usual dashboard.',
            'Roles and branch permissions stay in Finorbit. Google only answers the question “who is this?”; what a cashier, credit officer or branch manager may do is still decided by the role matrix your administrators maintain.',
          ],
          points: [
            'Works for head office, branches and the microfinance field app',
            'Suspending a Workspace account blocks Finorbit access at the next sign-in',
            'Local break-glass administrator accounts remain for emergencies',
          ],
        },
        {
          id: 'reports',
          heading: 'Reports delivered to Google Drive',
          paragraphs: [
            'Any scheduled report can be sent to a Drive folder instead of, or as well as, email. Finance teams usually send the daily collection sheet and the monthly asset classification to a shared drive that the board and auditors can read.',
            'Files are written by a service account that can only reach the folders you share with it. Nothing else in your Drive is visible to Finorbit.',
          ],
          quote: {
            text: 'Our auditors now open the month-end MIS from the same shared drive as our board papers. Nobody emails spreadsheets around any more.',
            by: 'Chief Financial Officer, a Nidhi company in Kerala',
          },
        },
        {
          id: 'setup',
          heading: 'Setting it up',
          paragraphs: [
            'Set-up takes about one working day and needs one person with Google Workspace administrator rights on your side.',
          ],
          ordered: true,
          points: [
            'Tell us your Workspace domain through the contact page or your implementation lead.',
            'Your Workspace administrator approves the Finorbit app in the Google Admin console.',
            'We map Workspace users to Finorbit staff records by email address and test with a pilot branch.',
            'You choose the Drive folders for scheduled reports and share them with the service account.',
            'Sign-in with Google is switched on for everyone; local passwords can then be retired.',
          ],
        },
        {
          id: 'security',
          heading: 'Security and data',
          paragraphs: [
            'Finorbit receives only the staff member’s name and email address at sign-in. It never sees Google passwords and does not read mail, calendars or files outside the report folders.',
            'Every sign-in and every report delivery is written to the audit log, which your compliance team can export for inspections.',
          ],
        },
      ],
    },
    {
      type: 'leadForm',
      id: 'integration-application',
      form: 'integrationApplication',
      eyebrow: 'Apply for Integration',
      title: 'Ask us to switch it on',
      lead: 'Tell us who you are and how you want to use Google sign-in; an integration engineer replies within one working day.',
      points: [
        'We confirm your plan includes the integration',
        'We agree the Workspace domain and the roles that map to branch users',
        'You get a date for the switch-over and a rollback plan',
      ],
      tone: 'light',
    },
    {
      type: 'integrationGrid',
      id: 'related',
      eyebrow: 'Related integrations',
      title: 'Often switched on together',
      tone: 'soft',
      integrations: pickIntegrations('digilocker', 'okta', 'google-cloud'),
      href: '/single-integration/',
      note: trademarkNote,
    },
    {
      type: 'callToAction',
      id: 'get-started',
      title: 'Want Google sign-in for your branches?',
      lead: 'Tell us your Workspace domain and the plan you are on; we reply within 24 hours on working days.',
      primary: { label: 'Request this integration', href: '/contact/' },
      secondary: { label: 'Browse all integrations', href: '/integrations/' },
      tone: 'dark',
    },
  ],
};
