/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const scss = readFileSync(path.resolve(__dirname, '../../styles/_tokens.scss'), 'utf8');
const tokens = Object.fromEntries(
  [...scss.matchAll(/^\$([\w-]+):\s*(#[0-9a-f]{6});/gim)].map((m) => [m[1], m[2]]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// [foreground, background, minimum ratio]: body text needs 4.5:1 (WCAG 1.4.3 AA).
const pairs: [string, string, number][] = [
  ['ink', 'surface', 4.5],
  ['ink', 'surface-soft', 4.5],
  ['ink-muted', 'surface', 4.5],
  ['ink-muted', 'surface-soft', 4.5],
  ['brand-blue', 'surface', 4.5],
  ['brand-blue', 'surface-soft', 4.5],
  ['brand-blue-dark', 'surface', 4.5],
  ['brand-teal', 'surface', 4.5],
  ['brand-teal', 'surface-soft', 4.5],
  ['brand-teal-dark', 'surface-soft', 4.5],
  ['danger', 'surface', 4.5],
  ['on-dark', 'brand-navy', 4.5],
  ['on-dark-muted', 'brand-navy', 4.5],
  ['on-dark-muted', 'brand-navy-2', 4.5],
  ['brand-teal-light', 'brand-navy', 4.5],
  ['on-dark', 'brand-blue', 4.5],
  ['on-dark', 'brand-teal', 4.5],
];

describe('brand tokens', () => {
  it('reads the colour tokens', () => {
    expect(Object.keys(tokens).length).toBeGreaterThanOrEqual(12);
  });

  it.each(pairs)('%s on %s meets %d:1', (fg, bg, min) => {
    const a = tokens[fg];
    const b = tokens[bg];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(contrast(a as string, b as string)).toBeGreaterThanOrEqual(min);
  });
});
