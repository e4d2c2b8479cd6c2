// The languages the site's pages are written in. A page is English unless its page file says
// otherwise (`route.lang`, content/schema/page.ts); its file then sits beside the English one as
// `<name>-<lang>.yml` (content/pages/privacy-hi.yml, served at /hi/privacy/).
export const languages = ['en', 'hi'] as const;
export type Lang = (typeof languages)[number];
