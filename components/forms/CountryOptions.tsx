import { countryList } from '@/app/_lib/countries';

/** `<option>`s for every ISO 3166 country, rendered on the server and passed into form islands. */
export function CountryOptions() {
  return countryList().map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));
}
