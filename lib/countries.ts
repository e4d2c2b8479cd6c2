// ISO 3166-1 countries and territories keyed by alpha-2 code, names from i18n-iso-countries.
// Read on the server only (build time): the list reaches the browser as <option> HTML, not JS.
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export type Country = { code: string; name: string };

/** Every country and territory, sorted by English name. */
export function countryList(): Country[] {
  return Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
