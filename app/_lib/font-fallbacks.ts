// The metric-matched fallback faces (styles/fonts/fallbacks.css, written by scripts/fonts.ts),
// rendered as a <style> in every page's <head>: the first paint needs them, and it must not wait
// for a stylesheet. The web fonts' own @font-face rules stay in the stylesheets, which load after
// the first paint (scripts/critical-css.ts), so the fonts never compete with the page's HTML.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const file = path.join(process.cwd(), 'styles', 'fonts', 'fallbacks.css');

export function fallbackFontFaces(): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`npm run fonts\` (npm run dev and build do).`);
  }
}
