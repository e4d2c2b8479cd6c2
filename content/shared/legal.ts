// The privacy notice's version and date, which every lead form sends (each form's own line under
// its button, saying what its data is for, is in content/shared/forms.ts). The notice and the terms
// themselves are page files (content/pages/privacy.yml, privacy-hi.yml, terms.yml).
import { site } from '../site';

/**
 * The privacy notice in force (`privacyNotice.version` of content/company.yml): shown on
 * /privacy/ and sent with every lead (`privacyNoticeVersion`), so a marketing opt-in records which
 * notice the visitor agreed to. Change it whenever the notice's substance changes.
 */
export const privacyNoticeVersion = site.privacyNotice.version;

/** The notice's date as the page shows it (`privacyNotice.date` of content/company.yml). */
export const privacyNoticeDate = site.privacyNotice.date;
