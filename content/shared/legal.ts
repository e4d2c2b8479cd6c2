// What every lead form says about the privacy notice, and the notice's version. The notice and
// the terms themselves are page files (content/pages/privacy.yml, privacy-hi.yml, terms.yml).
import type { LinkedText } from '../types';
import { site } from '../site';

/**
 * The privacy notice in force (`privacyNotice.version` of content/company.yml): shown on
 * /privacy/ and sent with every lead (`privacyNoticeVersion`), so a marketing opt-in records which
 * notice the visitor agreed to. Change it whenever the notice's substance changes.
 */
export const privacyNoticeVersion = site.privacyNotice.version;

/** The notice's date as the page shows it (`privacyNotice.date` of content/company.yml). */
export const privacyNoticeDate = site.privacyNotice.date;

/** Under every lead form whose consent line does not link the notice already. */
export const formPrivacyLine: LinkedText = [
  'We use these details only to answer you, and keep no cookies. ',
  { link: 'Privacy notice', href: '/privacy/' },
];
