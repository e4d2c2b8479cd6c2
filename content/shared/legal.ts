// The privacy notice's version, which every lead form sends (each form's own line under its button
// is in content/shared/forms.ts). The notice and
// the terms themselves are pages (content/pages/privacy.ts, terms.ts).

/**
 * The privacy notice in force: shown on /privacy/ and sent with every lead
 * (`privacyNoticeVersion`), so a marketing opt-in records which notice the visitor agreed to.
 * Change it whenever the notice's substance changes.
 */
export const privacyNoticeVersion = '2026-11-25';

/** The notice's date as the page shows it. */
export const privacyNoticeDate = '25 November 2026';
