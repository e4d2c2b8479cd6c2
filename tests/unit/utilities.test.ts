/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Bootstrap utility classes by family, as styles/_bootstrap.scss keeps them.
const kept: Record<string, RegExp> = {
  display:
    /^d-(none|inline|inline-block|block|grid|flex|inline-flex|table|table-row|table-cell|inline-grid)$/,
  margin: /^m[tbse]-([0-5]|auto)$/,
  width: /^w-(25|50|75|100|auto)$/,
  'text-align': /^text-(start|center|end)$/,
};
const utilityLike =
  /^(m|p)[tbsexy]?-(\d|auto)$|^d-[a-z-]+$|^[wh]-(\d+|auto)$|^text-(start|center|end)$|^(p[tbsexy]?)-\d$|^(gap|g[xy]?|flex|justify-content|align-items|fw|fs|lh|rounded|shadow|bg|border|order|col|row)-[\w-]+$/;

// Bootstrap parts styles/_bootstrap.scss leaves out (grid, nav, floating labels, input groups,
// validation states, responsive offcanvas, helpers other than visually-hidden).
const leftOut =
  /^(row|col(-.*)?|g[xy]?-\d|nav(-.*)?|form-floating|form-range|input-group(-.*)?|is-(in)?valid|was-validated|(in)?valid-(feedback|tooltip)|offcanvas-(sm|md|lg|xl|xxl)|ratio(-.*)?|stretched-link|text-truncate|[hv]stack|vr|clearfix|link-.*|icon-link|focus-ring|fixed-(top|bottom)|sticky-.*|text-bg-.*)$/;

function classTokens(): Set<string> {
  const used = new Set<string>();
  for (const file of [
    ...sources(path.join(root, 'components')),
    ...sources(path.join(root, 'app')),
  ]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
      for (const token of (match[1] ?? match[2] ?? '').split(/\s+/)) used.add(token);
    }
  }
  return used;
}

describe('Bootstrap utilities', () => {
  it('source uses no Bootstrap class whose part styles/_bootstrap.scss leaves out', () => {
    const tokens = classTokens();
    expect(tokens.has('btn')).toBe(true);
    expect([...tokens].filter((token) => leftOut.test(token))).toEqual([]);
  });

  it('source uses only the utility families styles/_bootstrap.scss keeps', () => {
    const used = new Set([...classTokens()].filter((token) => utilityLike.test(token)));
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter((token) => !Object.values(kept).some((re) => re.test(token)));
    expect(missing).toEqual([]);
  });

  it('styles/_bootstrap.scss keeps those families', () => {
    const scss = readFileSync(path.join(root, 'styles/_bootstrap.scss'), 'utf8');
    expect(scss).toMatch(
      /display, margin-top, margin-bottom, margin-start, margin-end, width, text-align/,
    );
  });
});
