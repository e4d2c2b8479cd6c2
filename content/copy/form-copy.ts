// What the site's forms say: names, buttons, placeholders, confirmations and the email fallback.
// The fields' rules and their messages are in lib/form-schemas.ts; the forms are
// components/forms/ (LeadForms.tsx, AuthForms.tsx) over the Form island.
import type {
  AuthScreenCopy,
  FormCopy,
  FormFallbackCopy,
  LeadFormCopy,
  LinkedText,
  WebSearchCopy,
} from '../types';

/** Placeholders several forms share. */
const placeholder = {
  workEmail: 'name@company.com',
  email: 'Enter your email',
  phone: '+91 98470 12345',
  website: 'www.yourbank.in',
};

/** A form's purpose line: what its data is for, then the link to the notice. */
const purpose = (text: string, href = '/privacy/'): LinkedText => [
  `${text} `,
  { link: 'Privacy notice', href },
];

/** The lead forms; in `jobApplication`, `{role}` stands for the opening's title. */
export const leadForms = {
  demoRequest: {
    label: 'Request a demo',
    submitLabel: 'Get Started',
    success: {
      title: 'Thank you, your demo request is in',
      text: 'A solutions consultant will email you within one working day to fix a time and learn about your branches, products and current system.',
    },
    mailSubject: 'Demo request',
    privacyLine: purpose('We use these details to arrange your demo and prepare a proposal.'),
    fields: {
      email: { placeholder: placeholder.workEmail },
      website: { placeholder: placeholder.website },
      budget: { placeholder: 'Select your budget' },
      country: { placeholder: 'Select your country' },
      description: {
        placeholder: 'Your institution, number of branches, products and the system you use today',
      },
      marketingOptIn: {
        label: [
          'Send me product news and release notes by email (about once a month), as our',
          ' ',
          { link: 'privacy notice', href: '/privacy/#marketing' },
          ' describes.',
        ],
      },
    },
  },
  contact: {
    label: 'Contact us',
    submitLabel: 'Send Message',
    success: {
      title: 'Thank you, your message is with our team',
      text: 'We reply to every message within 24 hours on working days, usually from a solutions consultant who knows lending.',
    },
    mailSubject: 'Website enquiry',
    privacyLine: purpose('We use these details to answer your message.'),
    fields: {
      email: { placeholder: placeholder.workEmail },
      phone: { placeholder: placeholder.phone },
      message: { placeholder: 'Tell us about your institution and what you are looking for' },
    },
  },
  integrationApplication: {
    label: 'Apply for integration',
    submitLabel: 'Apply for Integration',
    success: {
      title: 'Thank you, your application is in',
      text: 'Our partnerships team reviews every integration request and will email you within three working days with the API documentation and next steps.',
    },
    mailSubject: 'Integration application',
    privacyLine: purpose('We use these details to assess the integration and reply to you.'),
    fields: {
      email: { placeholder: placeholder.workEmail },
      description: {
        placeholder: 'What should the integration do, and which product or API is it for?',
      },
    },
  },
  jobApplication: {
    label: 'Apply for {role}',
    submitLabel: 'Send Application',
    success: {
      title: 'Thank you, your application is in',
      text: 'Our hiring team reads every application for {role} and replies within five working days, whatever the answer.',
    },
    mailSubject: 'Application: {role}',
    privacyLine: purpose('We use these details only to assess your application and reply to you.'),
    fields: {
      email: { placeholder: 'name@example.com' },
      phone: { placeholder: placeholder.phone },
      profile: { placeholder: 'https://www.linkedin.com/in/your-name' },
      message: { placeholder: 'What you would like to work on, and when you could start' },
    },
  },
  websiteTest: {
    label: 'Test your website',
    submitLabel: 'Analyse Website',
    success: {
      title: 'Thank you, your website review is queued',
      text: 'We check speed, mobile layout, security headers and loan-application journeys, and email you the report within two working days.',
    },
    mailSubject: 'Website review',
    privacyLine: purpose('We use your email only to send you this website review.'),
    fields: {
      website: { placeholder: placeholder.website },
      email: { placeholder: placeholder.email },
    },
  },
  newsletter: {
    submitLabel: 'Subscribe',
    success: {
      title: 'You are subscribed',
      text: 'Thank you. Product news and release notes will arrive about once a month.',
    },
    mailSubject: 'Newsletter subscription',
    privacyLine: purpose(
      'By subscribing you agree to receive product news by email about once a month. Every email has a one-click unsubscribe.',
      '/privacy/#marketing',
    ),
    fields: { email: { label: 'Email address', placeholder: placeholder.email } },
  },
} satisfies Record<string, LeadFormCopy>;

/** The service contact form: the demo request under another button. */
export const serviceContactSubmitLabel = 'Send Request';

/** The auth screens' forms: sign-in and reset hand off to the customer portal. */
export const authForms = {
  signIn: {
    label: 'Sign in',
    submitLabel: 'Submit',
    mailSubject: 'Sign in',
    notice: {
      title: 'Sign in through your customer portal',
      text: 'Finorbit customers sign in on their own portal address, not on this website. Use the link your administrator shared, or ask them to invite you.',
    },
    fields: { email: { placeholder: placeholder.workEmail } },
  },
  passwordReset: {
    label: 'Reset password',
    submitLabel: 'Reset Password',
    mailSubject: 'Password reset',
    notice: {
      title: 'Reset your password in your customer portal',
      text: 'Passwords belong to your institution’s Finorbit portal, not this website. Use “Forgot password” on your portal’s sign-in page, or ask your administrator to send a reset link.',
    },
    fields: { email: { placeholder: placeholder.workEmail } },
  },
  signUp: {
    label: 'Start a free trial',
    submitLabel: 'Submit',
    success: {
      title: 'Thank you, your trial request is in',
      text: 'We will email you an activation link for your 14-day sandbox within one working day. You set your password on that page, so your password manager can save it there.',
    },
    mailSubject: 'Free trial request',
    privacyLine: purpose(
      'We use these details to set up your trial workspace and email you its activation link.',
    ),
    notice: {
      title: 'Google sign-up opens with your trial workspace',
      text: 'Google accounts are linked inside the customer portal once your trial workspace exists. Send the form above and we will email you the portal link.',
    },
    fields: {
      email: { placeholder: placeholder.workEmail },
      company: { label: 'Company (optional)' },
      password: {
        hint: 'At least 8 characters. It is not sent with this request: you confirm it on the activation link we email you.',
      },
      terms: {
        label: [
          'I agree to the ',
          { link: 'trial terms and conditions', href: '/terms/#free-trial' },
          ' and the',
          ' ',
          { link: 'privacy notice', href: '/privacy/' },
          '.',
        ],
      },
    },
  },
} satisfies Record<string, FormCopy>;

/** Between a Google button and the form. */
export const authDivider = 'Or';

/** Around the auth screens' forms. */
export const authScreens = {
  signIn: {
    google: 'Connect with Google',
    footer: ['Don’t have an account? ', { link: 'Sign up Today', href: '/signup/' }],
    forgotPassword: { link: 'Forgot password', href: '/password-reset/' },
  },
  passwordReset: { footer: [{ link: 'Back to login page', href: '/login/' }] },
  signUp: {
    google: 'Sign up with Google',
    footer: ['Already have an account? ', { link: 'Sign in', href: '/login/' }],
  },
} satisfies Record<string, AuthScreenCopy>;

/** The Form island's words when it cannot send, is sending, or hides its honeypot. */
export const formFallback: FormFallbackCopy = {
  pending: 'Please wait...',
  honeypotLabel: 'Leave this empty',
  noEndpoint: {
    title: 'Online sending is not available right now',
    before: 'Please email us at ',
    after: ' and we will take it from there. What you typed is still in the form.',
  },
  failed: { before: ' You can also email ', after: '.' },
  portalNotice: {
    before: ' Email ',
    after: ' and we will send you the address. What you typed is still in the form.',
  },
};

/** The help center's search without scripts: a web search of this site. */
export const helpWebSearch: WebSearchCopy = {
  formLabel: 'Search this site with',
  label: {
    before: 'Search needs JavaScript, which is off in this browser. Search our help articles with',
    after: 'instead, or browse them by topic below.',
  },
  placeholder: 'e.g. NACH mandate',
  submit: 'Search with',
};
