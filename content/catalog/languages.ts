// The languages the site's pages are written in. A page is English unless its route map entry
// says otherwise (content/routes.ts); a page file for another language is named
// `<name>-<lang>.yml` and served at `/<lang>/<name>/` (content/pages/privacy-hi.yml → /hi/privacy/).
export const languages = ['en', 'hi'] as const;
export type Lang = (typeof languages)[number];

/** The path a page file's name serves, by the naming rule above: `privacy-hi` → `/hi/privacy/`. */
export function pageFilePath(name: string): string {
  const translated = /^(.+)-([a-z]{2})$/.exec(name);
  const lang = translated?.[2] as Lang | undefined;
  if (translated && lang && lang !== 'en' && languages.includes(lang))
    return `/${lang}/${translated[1]}/`;
  return `/${name}/`;
}
