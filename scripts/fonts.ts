// Build step before `next build` and `next dev`: makes the two web fonts small, keeps them off
// every first paint they are not already cached for, and makes the fallback they replace
// metric-matched.
//
// 1. Subsets Inter (body) and Manrope (headings) from @fontsource-variable (SIL OFL 1.1) with
//    HarfBuzz (subset-font): only the characters the site's text uses (printable ASCII, Latin-1,
//    and every other character in content/, components/ and app/: ₹, dashes, quotes…), only the
//    weight range the styles use, only kerning and ligatures. 71 KB → about 27 KB of woff2.
// 2. Writes the fallback faces (@capsizecss/core computes the overrides from each subset's
//    metrics at the regular and the bold instance): a first paint in Arial (Windows, macOS),
//    Liberation Sans or Arimo (Linux, ChromeOS; metric-compatible with Arial) or Roboto (Android)
//    scaled to the web font's width and line height.
// 3. Web fonts only where they are already cached ("optional", without its cost on a first
//    visit). A swap after the first paint re-wraps a few lines however close the fallback is
//    (0.6–1.1 % wider over the site's text: 86 of 7,544 text blocks change their line count, CLS
//    0.026 on /products/ under applied throttling), and a font the first paint waits for is on
//    the critical path. So the stacks name the web fonts through a custom property that only
//    `html[data-web-fonts]` sets, and the <head> script of lib/web-fonts.ts sets that
//    attribute when this build's fonts were fetched before (localStorage holds their version).
//    On a first visit the page paints and stays in the fallback, and the script fetches the two
//    files once the page has loaded; every later page uses them from its first paint. Their
//    @font-face rules say `font-display: optional`, so even a font evicted from the cache never
//    swaps in late.
//
// Output (gitignored, regenerated on every build): public/fonts/{body,heading}.<hash>.woff2 (the
// hash is the version; served with immutable caching); styles/fonts/faces.css, the web fonts'
// and the fallbacks' @font-face rules, inlined in every page's <head> by components/layout/RootDocument.tsx;
// styles/fonts/web-fonts.json, the files and version for that script; styles/fonts/_stacks.scss,
// $font-body and $font-heading (web font when cached, fallbacks, system), imported by
// styles/_tokens.scss; styles/fonts/charset.txt, the characters the subsets cover (check:out
// proves every page's text is inside it).
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import { fromBuffer } from '@capsizecss/unpack';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { WebFonts } from '../lib/web-fonts';
import { devanagariCharacters, devanagariUnicodeRange, siteCharacters } from './font-charset';

const root = path.resolve(__dirname, '..');
export const fontsDir = path.join(root, 'styles', 'fonts');
/** Where the font files are served from: /fonts/… (immutable caching, scripts/host-config.ts). */
export const publicFontsDir = path.join(root, 'public', 'fonts');

/** What the <head> script of lib/web-fonts.ts needs: the files, and their joint version. */

type Family = {
  /** Output file name, the stack's Sass variable ($font-body) and custom property (--web-font-body). */
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

/**
 * Devanagari (the Hindi pages, and the link to them): Inter and Manrope have none, so a
 * `:lang(hi)` rule names the system Devanagari fonts (Windows, macOS/iOS, Android, Linux) and,
 * last, this web font, for a system with none (Debian's Chromium as CI runs it has only
 * fonts-liberation). Noto Sans Devanagari from @fontsource-variable (SIL OFL 1.1), subset to the
 * Devanagari characters of the text sources (page files included) with every layout feature
 * HarfBuzz keeps by default: the Indic shaping features (akhn, rphf, half, blwf, pres, abvs…) and
 * GSUB/GPOS, so conjuncts and matras stay right. Its `unicode-range` is the Devanagari script's:
 * a page without Devanagari never fetches it, and where a system font has the glyphs, neither
 * does one with. `font-display: swap`: the alternative to the swap is no text at all.
 */
export const devanagari = {
  name: 'devanagari',
  family: 'Finorbit Devanagari',
  source:
    '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  /** Body text (400–700) and headings (up to 800), as the Latin faces. */
  weights: { min: 400, max: 800 },
  /** Installed Devanagari fonts, tried before the web font. */
  system: [
    'Nirmala UI', // Windows
    'Kohinoor Devanagari', // macOS, iOS
    'Devanagari Sangam MN', // macOS, iOS
    'Noto Sans Devanagari', // Android, ChromeOS, many Linux systems
    'Lohit Devanagari', // Fedora, Debian's fonts-lohit-deva
  ],
} as const;

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
  for (const dir of [fontsDir, publicFontsDir]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const text = siteCharacters();
  const faces: string[] = [
    '/* Generated by scripts/fonts.ts on every build: web fonts (when cached) and fallbacks. */',
  ];
  const files: string[] = [];
  const gate: string[] = [];
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
    const file = `${name}.${createHash('sha256').update(subset).digest('hex').slice(0, 12)}.woff2`;
    writeFileSync(path.join(publicFontsDir, file), subset);
    files.push(`/fonts/${file}`);
    report.push(`${family} ${original.length} → ${subset.length} bytes`);
    faces.push(
      [
        '@font-face {',
        `  font-family: '${family}';`,
        `  src: url('/fonts/${file}') format('woff2');`,
        `  font-weight: ${weights.min} ${weights.max};`,
        '  font-style: normal;',
        '  font-display: optional;',
        '}',
      ].join('\n'),
    );
    gate.push(`--web-font-${name}: '${family}';`);

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
    // `var(--web-font-body, …)` is the web font when html[data-web-fonts] sets it, and the first
    // fallback face otherwise (named twice then, which is harmless): the browser never requests
    // a web font the stack does not name.
    stacks.push(
      `$font-${name}: var(--web-font-${name}, ${names[0]}), ${names.join(', ')}, var(--font-script, system-ui), system-ui, sans-serif;`,
    );
  }
  faces.push(`html[data-web-fonts] { ${gate.join(' ')} }`);

  // Devanagari, all default layout features kept: a Hindi document names the subset of the Hindi
  // pages' characters, an English one the few the interface shows (its link to a Hindi version).
  const devanagariOriginal = readFileSync(require.resolve(devanagari.source));
  // Every stack ends in var(--font-script, …): text in Hindi gets the Devanagari fonts there,
  // after the Latin faces (which keep Latin letters, digits and punctuation in the site's fonts).
  const script = [...devanagari.system, devanagari.family].map((name) => `'${name}'`).join(', ');
  const scriptFaces: Record<'en' | 'hi', string> = { en: '', hi: '' };
  for (const scope of ['en', 'hi'] as const) {
    const scopeText = devanagariCharacters(scope);
    const subset = await subsetFont(devanagariOriginal, scopeText, {
      targetFormat: 'woff2',
      variationAxes: { wght: devanagari.weights },
    });
    const file = `${devanagari.name}-${scope}.${createHash('sha256').update(subset).digest('hex').slice(0, 12)}.woff2`;
    writeFileSync(path.join(publicFontsDir, file), subset);
    report.push(
      `${devanagari.family} (${scope} pages) ${devanagariOriginal.length} → ${subset.length} bytes (${[...scopeText].length} characters)`,
    );
    scriptFaces[scope] = [
      '@font-face {',
      `  font-family: '${devanagari.family}';`,
      `  src: url('/fonts/${file}') format('woff2');`,
      `  font-weight: ${devanagari.weights.min} ${devanagari.weights.max};`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  unicode-range: ${devanagariUnicodeRange};`,
      '}',
      `:lang(hi) { --font-script: ${script}; }`,
    ].join('\n');
    writeFileSync(path.join(fontsDir, `charset-devanagari-${scope}.txt`), scopeText);
  }
  // faces.css in every English document's <head>, faces-hi.css in every Hindi one's.
  writeFileSync(path.join(fontsDir, 'faces.css'), minify([...faces, scriptFaces.en].join('\n')));
  writeFileSync(path.join(fontsDir, 'faces-hi.css'), minify([...faces, scriptFaces.hi].join('\n')));
  const version = createHash('sha256').update(files.join()).digest('hex').slice(0, 12);
  writeFileSync(
    path.join(fontsDir, 'web-fonts.json'),
    `${JSON.stringify({ version, files } satisfies WebFonts)}\n`,
  );
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
