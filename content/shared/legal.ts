// Short legal notices shown beside the forms that ask for consent (linked from their checkboxes).
import { site } from '../site';

export type Notice = { title: string; paragraphs: string[] };

export const privacyNotice: Notice = {
  title: 'Privacy policy',
  paragraphs: [
    'We use the details you send only to answer your request: to plan a demo, prepare a proposal or set up a trial. They are kept by our sales team and never sold or shared with third parties.',
    `Marketing emails are sent only if you tick the box, and each one has a one-click unsubscribe. To see, correct or delete what we hold about you, write to ${site.email.privacy}.`,
  ],
};

export const trialTerms: Notice = {
  title: 'Trial terms and conditions',
  paragraphs: [
    'The trial runs for 14 days on a sandbox workspace with sample branches, members and loans. No credit card is needed and you can cancel at any time; support is available 24/7 during the trial.',
    'Do not load real customer or borrower data into the sandbox. We delete the workspace and everything in it 30 days after the trial ends unless you move to a paid plan.',
  ],
};
