// The characters the web font subsets keep (scripts/fonts.ts). check:out proves every exported
// page's text is inside them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { countryList } from '../lib/countries';
import { interfaceWords } from '../content/copy/interface-words';

const root = path.resolve(__dirname, '..');

/** Where the site's words come from; the exported HTML is checked against the result. */
const textSources = ['content', 'components', 'app', 'lib'];

/**
 * The Devanagari script and what its shaping uses: the block, Vedic extensions, Devanagari
 * Extended, the joiners (ZWNJ, ZWJ) and the dotted circle HarfBuzz draws under a lone mark. This is
 * the `unicode-range` of the Devanagari face, so only text in it ever fetches that file.
 */
export const devanagariRanges: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa8e0, 0xa8ff],
];

export const isDevanagari = (character: string) => {
  const code = character.codePointAt(0)!;
  return devanagariRanges.some(([from, to]) => code >= from && code <= to);
};

/** The ranges as CSS writes them: `U+0900-097F, U+1CD0-1CF9, …`. */
export const devanagariUnicodeRange = devanagariRanges
  .map(([from, to]) => {
    const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
    return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
  })
  .join(', ');

/** Every character of the text sources' files whose name matches `files`. */
function sourceCharacters(files: RegExp, add: (text: string) => void) {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (files.test(entry)) {
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
}

/**
 * Devanagari characters, plus the joiners and the dotted circle, for the two Devanagari subsets
 * (scripts/fonts.ts): `hi`, what the Hindi pages use (every Devanagari character of the text
 * sources, page files included, and of the Hindi month names dates are written with); `en`, what
 * an English page can show in Devanagari: the words of its link to its Hindi version. check:out proves a page's Devanagari text is inside its subset.
 */
export function devanagariCharacters(scope: 'hi' | 'en'): string {
  const characters = new Set(['\u200c', '\u200d', '\u25cc']);
  const add = (text: string) => {
    for (const character of text) if (isDevanagari(character)) characters.add(character);
  };
  if (scope === 'en') {
    add(interfaceWords.readIn.hi);
    return [...characters].sort().join('');
  }
  sourceCharacters(/\.(ts|tsx|md|json|ya?ml)$/, add);
  const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
  for (let m = 0; m < 12; m += 1) add(month.format(new Date(Date.UTC(2026, m, 1))));
  return [...characters].sort().join('');
}

/**
 * Printable ASCII, the no-break space, every character in the text sources, their YAML files
 * included (also those written as \u escapes), and the country names of the forms' country list (from a package: Åland,
 * Curaçao…), Devanagari aside (its own subset: `devanagariCharacters`). check:out proves every
 * exported page's text is inside the result.
 */
export function siteCharacters(): string {
  const characters = new Set<string>();
  const add = (text: string) => {
    for (const character of text)
      if (character.codePointAt(0)! >= 0x20 && !isDevanagari(character)) characters.add(character);
  };
  for (let code = 0x20; code < 0x7f; code += 1) characters.add(String.fromCharCode(code));
  characters.add('\u00a0');
  for (const { name } of countryList()) add(name);
  // Page files and shared items (YAML) too: a character a marketer types is in the subset.
  sourceCharacters(/\.(ts|tsx|md|json|ya?ml)$/, add);
  return [...characters].sort().join('');
}
