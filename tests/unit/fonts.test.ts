/**
 * @jest-environment node
 */
// The characters the font subsets keep (scripts/fonts.ts); check:out proves the exported text
// stays inside them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  devanagariCharacters,
  devanagariUnicodeRange,
  isDevanagari,
  siteCharacters,
} from '@/scripts/font-charset';
import { interfaceWords } from '@/content/copy/interface-words';

test('the subsets keep ASCII, the rupee sign, escaped characters and package-sourced country names', () => {
  const characters = new Set(siteCharacters());
  for (const character of ['A', 'z', '0', '@', '₹', '’', '—', '\u2212', 'Å', 'ç', 'é']) {
    expect(characters.has(character)).toBe(true);
  }
  // What only a page file (YAML) writes: the notice's processor "Plausible Insights OÜ".
  expect(readFileSync(path.join(process.cwd(), 'content/pages/privacy.yml'), 'utf8')).toContain(
    'OÜ',
  );
  expect(characters.has('Ü')).toBe(true);
  // Not whole scripts: no Greek or Devanagari unless the content uses them.
  expect(characters.has('Ω')).toBe(false);
  expect(characters.has('क')).toBe(false);
});

test('the Devanagari subsets: the Hindi pages’ characters, and an English page’s link to them', () => {
  const hindi = new Set(devanagariCharacters('hi'));
  const page = readFileSync(path.join(process.cwd(), 'content/pages/privacy-hi.yml'), 'utf8');
  const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
  for (const character of page + month.format(new Date(Date.UTC(2026, 10, 1))))
    if (isDevanagari(character))
      expect(`${character} ${hindi.has(character)}`).toBe(`${character} true`);
  // The joiners and the dotted circle shaping may need; no Latin.
  for (const character of ['\u200c', '\u200d', '\u25cc']) expect(hindi.has(character)).toBe(true);
  expect(hindi.has('a')).toBe(false);
  const english = devanagariCharacters('en');
  expect(
    [...interfaceWords.readIn.hi].filter((c) => c !== ' ').every((c) => english.includes(c)),
  ).toBe(true);
  expect(english.length).toBeLessThan(hindi.size);
  expect(devanagariUnicodeRange).toBe('U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A8E0-A8FF');
});
