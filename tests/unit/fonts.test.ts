/**
 * @jest-environment node
 */
// The characters the font subsets keep (scripts/fonts.ts); check:out proves the exported text
// stays inside them.
import { siteCharacters } from '@/scripts/font-charset';

test('the subsets keep ASCII, the rupee sign, escaped characters and package-sourced country names', () => {
  const characters = new Set(siteCharacters());
  for (const character of ['A', 'z', '0', '@', '₹', '’', '—', '\u2212', 'Å', 'ç', 'é']) {
    expect(characters.has(character)).toBe(true);
  }
  // Not whole scripts: no Greek or Devanagari unless the content uses them.
  expect(characters.has('Ω')).toBe(false);
  expect(characters.has('क')).toBe(false);
});
