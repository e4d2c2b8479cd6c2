// The characters the web font subsets keep (scripts/fonts.ts). check:out proves every exported
// page's text is inside them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { countryList } from '../lib/countries';

const root = path.resolve(__dirname, '..');

/** Where the site's words come from; the exported HTML is checked against the result. */
const textSources = ['content', 'components', 'app', 'lib'];

/**
 * Printable ASCII, the no-break space, every character in the text sources (also those written
 * as \u escapes), and the country names of the forms' country list (from a package: Åland,
 * Curaçao…). check:out proves every exported page's text is inside the result.
 */
export function siteCharacters(): string {
  const characters = new Set<string>();
  const add = (text: string) => {
    for (const character of text) if (character.codePointAt(0)! >= 0x20) characters.add(character);
  };
  for (let code = 0x20; code < 0x7f; code += 1) characters.add(String.fromCharCode(code));
  characters.add('\u00a0');
  for (const { name } of countryList()) add(name);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(ts|tsx|md|json)$/.test(entry)) {
        const source = readFileSync(file, 'utf8');
        add(source);
        add(
          source.replace(/\\u\{?([0-9a-fA-F]{4,6})\}?/g, (_, hex: string) =>
            String.fromCodePoint(parseInt(hex, 16)),
          ),
        );
      }
    }
  };
  for (const dir of textSources) walk(path.join(root, dir));
  return [...characters].sort().join('');
}
