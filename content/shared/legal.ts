// What every lead form says about the privacy notice, and the notice's version. The notice and
// the terms themselves are pages (content/pages/privacy.ts, terms.ts).
import type { LinkedText } from '../types';

/**
 * The privacy notice in force: shown on /privacy/ and sent with every lead
 * (`privacyNoticeVersion`), so a marketing opt-in records which notice the visitor agreed to.
 * Change it whenever the notice's substance changes.
 */
export const privacyNoticeVersion = '2026-11-25';

/** The notice's date as the page shows it. */
export const privacyNoticeDate = '25 November 2026';

/** Under every lead form whose consent line does not link the notice already. */
export const formPrivacyLine: LinkedText = [
  'We use these details only to answer you, and keep no cookies. ',
  { link: 'Privacy notice', href: '/privacy/' },
];
