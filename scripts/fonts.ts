// Build step before `next build` and `next dev`: makes the two web fonts small enough to stay off
// the critical path, and the fallback they replace metric-matched, so nothing moves when they
// arrive.
//
// 1. Subsets Inter (body) and Manrope (headings) from @fontsource-variable (SIL OFL 1.1) with
//    HarfBuzz (subset-font): only the characters the site's text uses (printable ASCII, Latin-1,
//    and every other character in content/, components/ and app/: ₹, dashes, quotes…), only the
//    weight range the styles use, only kerning and ligatures. 71 KB → about 27 KB of woff2.
// 2. Writes the fallback faces (@capsizecss/core computes the overrides from each subset's
//    metrics at the regular and the bold instance): a first paint in Arial (Windows, macOS),
//    Liberation Sans or Arimo (Linux, ChromeOS; metric-compatible with Arial) or Roboto (Android)
//    scaled to the web font's width and line height, so the swap keeps every line box in place.
//    next/font's own `adjustFontFallback` names only `local("Arial")`, which Linux and Android
//    do not have.
//
// Output (gitignored, regenerated on every build): styles/fonts/{body,heading}.woff2, read by
// app/_lib/fonts.ts through next/font/local (which names the families as `family` below);
// styles/fonts/fallbacks.css, the faces, inlined in every page's <head> by app/layout.tsx;
// styles/fonts/_stacks.scss,
// $font-body and $font-heading (web font, fallbacks, system), imported by styles/_tokens.scss;
// styles/fonts/charset.txt, the characters the subsets cover (check:out proves every page's text
// is inside it).
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import { fromBuffer } from '@capsizecss/unpack';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { siteCharacters } from './font-charset';

const root = path.resolve(__dirname, '..');
export const fontsDir = path.join(root, 'styles', 'fonts');

type Family = {
  /** Output file name, and the stack's Sass variable ($font-body). */
  name: 'body' | 'heading';
  family: string;
  source: string;
  /** The weight range the styles use (a test over every page lists them). */
  weights: { min: number; max: number };
};

export const families: Family[] = [
  {
    name: 'body',
    family: 'Inter',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weights: { min: 400, max: 700 },
  },
  {
    name: 'heading',
    family: 'Manrope',
    source: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    weights: { min: 500, max: 800 },
  },
];

/** Kerning and standard ligatures; contextual alternates, stylistic sets and the rest go. */
const features = ['kern', 'liga'];

/**
 * Fallback fonts and their metrics. Arial's come from @capsizecss/metrics; Arial Bold's average
 * width was measured the same way (@capsizecss/unpack) on Liberation Sans Bold, which has
 * Arial's metrics glyph for glyph. Roboto has no bold entry: bold text in it is synthesised from the regular face.
 */
const arialBold = {
  ...arial,
  xWidthAvg: 983,
  subsets: { ...arial.subsets, latin: { xWidthAvg: 983 } },
};
const fallbacks = [
  {
    suffix: '',
    regular: {
      metrics: arial,
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    },
    bold: {
      metrics: arialBold,
      local: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
    },
  },
  {
    suffix: ' Roboto',
    regular: { metrics: roboto, local: ['Roboto', 'Roboto-Regular'] },
    bold: null,
  },
] as const;

type Metrics = Parameters<typeof createFontStack>[0][number];

/** The override descriptors (size-adjust, ascent-override…) that fit `fallback` to `font`. */
function overrides(font: Metrics, fallback: Metrics): string[] {
  const { fontFaces } = createFontStack([font, fallback], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]!['@font-face'] as Record<string, string>;
  return Object.entries(face)
    .filter(([key]) => key !== 'fontFamily' && key !== 'src')
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`);
}

function fontFace(family: string, local: readonly string[], weight: string, descriptors: string[]) {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  src: ${local.map((name) => `local('${name}')`).join(', ')};`,
    `  font-weight: ${weight};`,
    ...descriptors.map((line) => `  ${line}`),
    '}',
  ].join('\n');
}

/** The faces go into every page's <head>: comments and indentation out. */
const minify = (css: string) =>
  css
    .replace(/\/\*[^*]*\*\//g, '')
    .replace(/\s*([{};,:])\s*/g, '$1')
    .trim();

async function build() {
  rmSync(fontsDir, { recursive: true, force: true });
  mkdirSync(fontsDir, { recursive: true });
  const text = siteCharacters();
  const faces: string[] = [
    '/* Generated by scripts/fonts.ts on every build: metric-matched fallback faces. */',
  ];
  const stacks: string[] = [
    '// Generated by scripts/fonts.ts on every build: the font stacks. Do not edit.',
  ];
  const report: string[] = [];
  for (const { name, family, source, weights } of families) {
    const original = readFileSync(require.resolve(source));
    const subset = await subsetFont(original, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: weights },
      keepFeatures: features,
    });
    writeFileSync(path.join(fontsDir, `${name}.woff2`), subset);
    report.push(`${family} ${original.length} → ${subset.length} bytes`);

    // Metrics at the regular and the bold end of the range the fallback faces stand in for.
    const instance = async (weight: number) =>
      fromBuffer(
        await subsetFont(original, text, {
          targetFormat: 'sfnt',
          variationAxes: { wght: Math.min(Math.max(weight, weights.min), weights.max) },
        }),
      );
    const regular = await instance(400);
    const bold = await instance(700);
    const names: string[] = [];
    for (const fallback of fallbacks) {
      const fallbackFamily = `${family} Fallback${fallback.suffix}`;
      names.push(`'${fallbackFamily}'`);
      // Up to 549 the regular face; bolder text uses the bold face, or bold synthesised from
      // the regular one where there is none.
      faces.push(
        fontFace(
          fallbackFamily,
          fallback.regular.local,
          '100 549',
          overrides(regular, fallback.regular.metrics),
        ),
      );
      if (fallback.bold) {
        faces.push(
          fontFace(
            fallbackFamily,
            fallback.bold.local,
            '550 900',
            overrides(bold, fallback.bold.metrics),
          ),
        );
      }
    }
    stacks.push(`$font-${name}: ${family}, ${names.join(', ')}, system-ui, sans-serif;`);
  }
  writeFileSync(path.join(fontsDir, 'fallbacks.css'), minify(faces.join('\n')));
  writeFileSync(path.join(fontsDir, '_stacks.scss'), `${stacks.join('\n')}\n`);
  writeFileSync(path.join(fontsDir, 'charset.txt'), text);
  console.log(`fonts: ${report.join('; ')}; ${[...text].length} characters`);
}

if (require.main === module) {
  build().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
