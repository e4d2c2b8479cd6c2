// Checks the exported site in out/ the way a crawler and a visitor meet it:
//   links   every internal link, image, script and stylesheet resolves (CDN rules); #fragments exist
//   html    every page is valid HTML (html-validate, zero errors)
//   budgets per-route JS / CSS / HTML / font gzip sizes stay within budgets.json
//   paint   the first paint needs only the HTML: critical CSS inline in <head>, no stylesheet or
//           font preload there, and every character of the page's text is in the font subsets
//   editor  the content editor (admin/) is reachable by its address only: no page links to it or
//           loads anything of it, the sitemap leaves it out, and it asks not to be indexed
//   csp     every page's own policy allows exactly its inline scripts and styles by hash, nothing
//           loose, and Google's CSP Evaluator finds nothing of high severity (scripts/csp.ts)
//   search  the site search's index (out/pagefind/) holds each page's own text: none of the blocks
//           that repeat on many pages or list other pages (lib/site-search.ts `notSearched`)
//   images  no raster served without variants, every photo a <picture> of AVIF and WebP with sizes,
//           every /_img/ URL a file, each variant within its slot's bytes (budgets.json `images`),
//           no EXIF, XMP or IPTC in a variant (scripts/check-images.ts)
// The content editor (out/admin/, Decap CMS) is a tool, not a page of the site: it has no budgets
// or paint rules, and its policy must be exactly editorPolicy()'s.
// JS counts the script tags and the chunks named in the page's flight data (loaded to hydrate);
// code fetched later on interaction or near the viewport is not counted.
// Usage: tsx scripts/check-out.ts [links|html|budgets|paint|editor|csp|search|images ...]   (default: all)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { HtmlValidate } from 'html-validate';
import { checkImages, generatedRasters, type ImageBudgets } from './check-images';
import { checkEditorPolicy, checkPagePolicy, directivesOf } from './csp';
import { compileCssModule } from './editor-bundle';
import { editorPage, editorPolicyFor, originOf } from '../lib/security-headers';
import { siteUrl } from '../lib/site';
import { leadSiteOrigin } from '../tests/e2e/support/ports';

const out = path.resolve(__dirname, '..', 'out');
const budgets = JSON.parse(readFileSync(path.resolve(__dirname, '..', 'budgets.json'), 'utf8')) as {
  jsKb: number;
  jsKbWithCarousel: number;
  cssKb: number;
  htmlKb: number;
  fontKb: number;
  devanagariFontKb: Record<'en' | 'hi', number>;
  images: ImageBudgets;
};

/** The site's pages: every exported HTML file but the content editor's. */
const sitePages = () => htmlFiles().filter((file) => rel(file) !== editorPage);

function htmlFiles(dir = out): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The file a CDN serves for a URL path, or undefined (404). */
export function resolveFile(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  const base = path.join(out, clean);
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  if (clean.endsWith('/'))
    return isFile(path.join(base, 'index.html')) ? path.join(base, 'index.html') : undefined;
  if (path.extname(clean)) return isFile(base) ? base : undefined;
  if (isFile(path.join(base, 'index.html'))) return path.join(base, 'index.html');
  return isFile(`${base}.html`) ? `${base}.html` : undefined;
}

const idsCache = new Map<string, Set<string>>();
function idsIn(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    const $ = load(readFileSync(file, 'utf8'));
    ids = new Set(
      $('[id]')
        .toArray()
        .map((el) => $(el).attr('id') ?? ''),
    );
    idsCache.set(file, ids);
  }
  return ids;
}

const rel = (file: string) => path.relative(out, file);

function checkLinks(): string[] {
  const problems: string[] = [];
  let checked = 0;
  for (const file of htmlFiles()) {
    const $ = load(readFileSync(file, 'utf8'));
    const refs: string[] = [];
    $('a[href], link[href]').each((_, el) => void refs.push($(el).attr('href') ?? ''));
    $('img[src], script[src], iframe[src], source[src]').each(
      (_, el) => void refs.push($(el).attr('src') ?? ''),
    );
    for (const ref of refs) {
      if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(ref)) continue;
      checked += 1;
      const [target = '', fragment] = ref.split('#');
      const resolved = target
        ? resolveFile(
            target.startsWith('/')
              ? target
              : path.posix.join('/', path.posix.dirname(rel(file)), target),
          )
        : file;
      if (!resolved) {
        problems.push(`${rel(file)}: broken link ${ref}`);
        continue;
      }
      if (fragment && resolved.endsWith('.html') && !idsIn(resolved).has(fragment)) {
        problems.push(`${rel(file)}: ${ref} points to a missing #${fragment}`);
      }
    }
  }
  console.log(`links: ${checked} internal references checked`);
  return problems;
}

async function checkHtml(): Promise<string[]> {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // Framework output and formatting choices, not correctness problems:
      'no-inline-style': 'error', // the strict CSP blocks style attributes (scripts/csp.ts)
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'void-style': 'off',
      'no-trailing-whitespace': 'off',
      'long-title': 'off',
      'doctype-style': 'off',
      'no-redundant-role': 'off',
      'script-type': 'off',
      'attr-case': 'off', // React writes charSet, autoComplete...; HTML attributes are case-insensitive
      'tel-non-breaking': 'off',
      'valid-id': ['error', { relaxed: true }], // Next's own ids (_R_) are valid HTML5
      'no-implicit-button-type': 'error',
    },
  });
  const problems: string[] = [];
  const files = htmlFiles();
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2) {
          problems.push(
            `${rel(file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
          );
        }
      }
    }
  }
  console.log(`html: ${files.length} pages validated`);
  return problems;
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

function checkBudgets(): string[] {
  const problems: string[] = [];
  const rows: string[] = [];
  for (const file of sitePages()) {
    const source = readFileSync(file, 'utf8');
    if (source.includes('http-equiv="refresh"')) continue; // redirect stubs
    const $ = load(source);
    // Script tags plus the chunks the page's flight data asks for during hydration.
    const noModule = new Set(
      $('script[src]')
        .toArray()
        .filter((el) => $(el).attr('nomodule') !== undefined)
        .map((el) => $(el).attr('src') ?? ''),
    );
    const scripts = [...source.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)]
      .map((match) => match[0])
      .filter((src) => !noModule.has(src));
    const styles = $('link[rel="stylesheet"]')
      .toArray()
      .map((el) => $(el).attr('href') ?? '');
    const sum = (refs: string[]) =>
      [...new Set(refs)].reduce(
        (total, ref) => total + gzipKb(resolveFile(ref) ?? path.join(out, ref)),
        0,
      );
    const js = sum(scripts);
    const css = sum(styles);
    const html = gzipKb(file);
    const carousel = source.includes('aria-roledescription="carousel"');
    const jsLimit = carousel ? budgets.jsKbWithCarousel : budgets.jsKb;
    rows.push(
      `${rel(file).padEnd(44)} js ${js.toFixed(1).padStart(6)} / ${jsLimit}  css ${css.toFixed(1).padStart(5)} / ${budgets.cssKb}  html ${html.toFixed(1).padStart(5)} / ${budgets.htmlKb}`,
    );
    if (js > jsLimit) problems.push(`${rel(file)}: JS ${js.toFixed(1)} KB > ${jsLimit} KB`);
    if (css > budgets.cssKb)
      problems.push(`${rel(file)}: CSS ${css.toFixed(1)} KB > ${budgets.cssKb} KB`);
    if (html > budgets.htmlKb)
      problems.push(`${rel(file)}: HTML ${html.toFixed(1)} KB > ${budgets.htmlKb} KB`);
    $('img').each((_, img) => {
      const el = $(img);
      if (!el.attr('width') || !el.attr('height'))
        problems.push(`${rel(file)}: unsized <img> ${el.attr('src')}`);
    });
  }
  console.log(`budgets (KB gzip):\n  ${rows.sort().join('\n  ')}`);
  return problems;
}

/** The web font files a stylesheet or inline style names. */
const fontUrls = (css: string) =>
  [...css.matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)].map((m) => m[1]!);

/** A Devanagari face's file (scripts/fonts.ts): fetched only for text in its unicode-range. */
const isDevanagariFont = (file: string) => /\/devanagari-(en|hi)\.[0-9a-f]+\.woff2$/.test(file);
const devanagariText = /[\u0900-\u097f\u1cd0-\u1cf9\u200c\u200d\u25cc\ua8e0-\ua8ff]/;

function checkPaint(): string[] {
  const problems: string[] = [];
  const fontsDir = path.resolve(__dirname, '..', 'styles', 'fonts');
  const charsetOf = (file: string) => new Set(readFileSync(path.join(fontsDir, file), 'utf8'));
  const latin = charsetOf('charset.txt');
  // A document in Hindi names the Devanagari subset of the Hindi pages, an English one the subset
  // of its link to a Hindi version (scripts/fonts.ts).
  const devanagari = {
    en: charsetOf('charset-devanagari-en.txt'),
    hi: charsetOf('charset-devanagari-hi.txt'),
  };
  let pages = 0;
  let largestFonts = 0;
  let largestDevanagari = 0;
  for (const file of sitePages()) {
    const source = readFileSync(file, 'utf8');
    if (source.includes('http-equiv="refresh"')) continue; // redirect stubs
    pages += 1;
    const $ = load(source);
    const page = rel(file);
    const lang = $('html').attr('lang') === 'hi' ? 'hi' : 'en';
    if ($('head link[rel~="stylesheet"]').length)
      problems.push(`${page}: a stylesheet <link> in <head> blocks the first paint`);
    if (!$('head style').length) problems.push(`${page}: no critical CSS <style> in <head>`);
    if ($('link[rel="preload"][as="font"]').length)
      problems.push(`${page}: preloads a font (fonts load after the first paint)`);
    // The switch that names the web fonts only where they are cached (lib/web-fonts.ts).
    if (!$('head script').filter((_, el) => $(el).text().includes('data-web-fonts')).length)
      problems.push(`${page}: no web-fonts script in <head> (components/layout/RootDocument.tsx)`);
    // Fonts: every woff2 the page's stylesheets and inline styles name, once.
    const css = [
      ...$('style')
        .toArray()
        .map((el) => $(el).text()),
      ...$('link[rel~="stylesheet"]')
        .toArray()
        .map((el) => readFileSync(resolveFile($(el).attr('href') ?? '') ?? '', 'utf8')),
    ];
    const fonts = [...new Set(css.flatMap(fontUrls).map((url) => path.join(out, url)))];
    $('script, style, template').remove();
    const text = $('body').text();
    const fontKb = fonts
      .filter((font) => !isDevanagariFont(font))
      .reduce((total, font) => total + gzipKb(font), 0);
    largestFonts = Math.max(largestFonts, fontKb);
    if (fontKb > budgets.fontKb)
      problems.push(`${page}: fonts ${fontKb.toFixed(1)} KB > ${budgets.fontKb} KB`);
    // The Devanagari face is fetched only for Devanagari text (its unicode-range), and only where
    // no system Devanagari font comes first in the :lang(hi) stack: its own budget.
    const devanagariKb = devanagariText.test(text)
      ? fonts.filter(isDevanagariFont).reduce((total, font) => total + gzipKb(font), 0)
      : 0;
    largestDevanagari = Math.max(largestDevanagari, devanagariKb);
    if (devanagariKb > budgets.devanagariFontKb[lang])
      problems.push(
        `${page}: Devanagari font ${devanagariKb.toFixed(1)} KB > ${budgets.devanagariFontKb[lang]} KB (lang ${lang})`,
      );
    // Text outside the subsets would fall back glyph by glyph to another font.
    const missing = [...new Set(text)].filter(
      (character) =>
        !latin.has(character) && !devanagari[lang].has(character) && !/\s/.test(character),
    );
    if (missing.length)
      problems.push(
        `${page}: characters outside the font subsets (scripts/fonts.ts): ${missing.join(' ')}`,
      );
  }
  console.log(
    `paint: ${pages} pages paint from their HTML alone; fonts at most ${largestFonts.toFixed(1)} / ${budgets.fontKb} KB, Devanagari at most ${largestDevanagari.toFixed(1)} KB`,
  );
  return problems;
}

/**
 * The editor's preview frame shows the site's markup with the site's CSS compiled by
 * scripts/editor-bundle.ts: each CSS Module class it names must be the one the build's CSS has, or
 * the preview would show the page unstyled where Next's naming changed.
 */
function checkPreviewClasses(): string[] {
  const built = readdirSync(path.join(out, '_next', 'static'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(out, '_next', 'static', file), 'utf8'))
    .join('\n');
  const modules = readdirSync('components', { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.module.scss'));
  const missing: string[] = [];
  let count = 0;
  for (const file of modules) {
    const { classes } = compileCssModule(path.resolve('components', file));
    for (const name of Object.values(classes).flatMap((each) => each.split(' '))) {
      count += 1;
      if (!built.includes(name)) missing.push(`components/${file}: ${name}`);
    }
  }
  console.log(
    `editor: the preview's ${count} class names of ${modules.length} CSS Modules are the build's`,
  );
  return missing.map((each) => `preview CSS: ${each} is not a class of the built CSS`);
}

function checkEditor(): string[] {
  const problems: string[] = [];
  const editor = path.join(out, editorPage);
  if (!existsSync(editor)) return [`${editorPage}: missing (scripts/cms-assets.ts writes it)`];
  const $ = load(readFileSync(editor, 'utf8'));
  if (!/\bnoindex\b/.test($('meta[name="robots"]').attr('content') ?? ''))
    problems.push(`${editorPage}: no <meta name="robots" content="noindex">`);
  const bundles = $('script[src]')
    .toArray()
    .map((el) => $(el).attr('src') ?? '');
  // One script from the site, nothing from a CDN: the editor bundled with the site's React, in the
  // folder of Decap's pinned version (scripts/cms-assets.ts).
  const expected = /^\/admin\/decap-cms-app-\d+\.\d+\.\d+\/editor\.js$/;
  if (bundles.length !== 1 || !expected.test(bundles[0]!))
    problems.push(`${editorPage}: the editor must load one script, its pinned bundle: ${bundles}`);
  else if (!existsSync(path.join(out, bundles[0]!)))
    problems.push(`${editorPage}: loads ${bundles[0]}, which out/ lacks`);
  problems.push(...checkPreviewClasses());
  const pages = sitePages();
  for (const file of pages)
    if (/["'(]\/admin\//.test(readFileSync(file, 'utf8')))
      problems.push(`${rel(file)}: links to or loads from /admin/`);
  if (readFileSync(path.join(out, 'sitemap.xml'), 'utf8').includes('/admin/'))
    problems.push('sitemap.xml: lists the content editor');
  console.log(`editor: ${pages.length} pages neither link to nor load anything of /admin/`);
  return problems;
}

/** The `/*` Content-Security-Policy of out/_headers, as every host sends it next to the meta. */
function headerCsp(): string {
  const file = path.join(out, '_headers');
  return readFileSync(file, 'utf8').match(/^\s+Content-Security-Policy:\s*(.*)$/m)?.[1] ?? '';
}

function checkCsp(): string[] {
  const problems: string[] = [];
  const header = headerCsp();
  if (!header.includes("frame-ancestors 'none'"))
    problems.push("_headers: the policy lacks frame-ancestors 'none'");
  for (const directive of ['default-src', 'script-src', 'style-src'])
    if (directivesOf(header).has(directive))
      problems.push(`_headers: ${directive} in the header would block every page's hashes`);
  // The origins this build posts forms to by configuration (unset in out/: none).
  const configured = (['NEXT_PUBLIC_FORM_ENDPOINT', 'NEXT_PUBLIC_APP_URL'] as const)
    .map((name) => originOf(process.env[name], name))
    .filter((origin): origin is string => Boolean(origin));
  const files = htmlFiles();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const found =
      rel(file) === editorPage
        ? checkEditorPolicy(html, (hashes) => editorPolicyFor(hashes))
        : checkPagePolicy(html, header, configured);
    for (const problem of found) problems.push(`${rel(file)}: ${problem}`);
  }
  console.log(`csp: ${files.length} pages allow exactly their inline scripts and styles by hash`);
  return problems;
}

/** Headings of blocks that repeat on many pages or list other pages: the search leaves them out. */
const unsearchedText = [
  'Related articles', // a help article's sidebar
  'Quick support', // a help article's sidebar
  'Want us to set it up with you?', // a help article's call to action
  'Related jobs', // an opening's other openings
  'Browse by topic', // the help center's topic tabs, every article
];

function checkSearch(): string[] {
  const problems: string[] = [];
  const dir = path.join(out, 'pagefind');
  const kb = (files: string[], folder: string) =>
    files.map((file) => statSync(path.join(dir, folder, file)).size / 1024).sort((a, b) => a - b);
  // Pagefind's files are gzip of a `pagefind_dcd` signature and the data (JSON for a fragment).
  const fragments = readdirSync(path.join(dir, 'fragment'));
  for (const file of fragments) {
    const data = gunzipSync(readFileSync(path.join(dir, 'fragment', file))).subarray(12);
    const { url, content, meta } = JSON.parse(data.toString('utf8')) as {
      url: string;
      content: string;
      meta: Record<string, string>;
    };
    for (const text of unsearchedText)
      if (content.includes(text)) problems.push(`${url}: the search index holds "${text}"`);
    // Every result fetches its page's fragment; the results show no image (ContentPage.tsx).
    if (meta.image)
      problems.push(
        `${url}: the search index carries the page's image (${meta.image.length} characters)`,
      );
  }
  const fragmentKb = kb(fragments, 'fragment');
  const chunkKb = kb(readdirSync(path.join(dir, 'index')), 'index');
  // A later query fetches the chunk holding its word: about 3 KB with the chunk size
  // scripts/search-index.ts sets through Pagefind's PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, about 28 KB
  // without it. An upgrade that drops or renames the variable must not pass unnoticed.
  const medianChunkKb = chunkKb[chunkKb.length >> 1]!;
  if (medianChunkKb > 8)
    problems.push(
      `search: the median index chunk is ${medianChunkKb.toFixed(1)} KB (bound 8 KB): did Pagefind stop reading PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE (scripts/search-index.ts)?`,
    );
  console.log(
    `search: ${fragments.length} fragments hold their page's own text (median ${fragmentKb[fragmentKb.length >> 1]!.toFixed(1)} KB, ` +
      `largest ${fragmentKb.at(-1)!.toFixed(1)} KB); ${chunkKb.length} index chunks (median ${chunkKb[chunkKb.length >> 1]!.toFixed(1)} KB, largest ${chunkKb.at(-1)!.toFixed(1)} KB)`,
  );
  return problems;
}

/**
 * The image rules over out/ and, when it was built (npm test builds it first), out-e2e/: the site
 * itself has no photo, out-e2e/ has the camera-photo fixtures (scripts/build-e2e.ts), so the rules
 * meet real variants on every run.
 */
function checkImagesOfOut(): string[] {
  const e2e = path.resolve(__dirname, '..', 'out-e2e');
  const exports = [
    { dir: out, origin: siteUrl },
    ...(existsSync(path.join(e2e, 'index.html')) ? [{ dir: e2e, origin: leadSiteOrigin }] : []),
  ];
  return exports.flatMap(({ dir, origin }) => {
    const { problems, summary } = checkImages({
      out: dir,
      pages: htmlFiles(dir).filter((file) => path.relative(dir, file) !== editorPage),
      budgets: budgets.images,
      generated: generatedRasters(path.resolve(__dirname, '..', 'app')),
      origin,
    });
    console.log(`${path.basename(dir)}/ ${summary.join('\n')}`);
    return problems.map((problem) => `${path.basename(dir)}/${problem}`);
  });
}

async function main() {
  if (!existsSync(path.join(out, 'index.html')))
    throw new Error('out/ is missing: run npm run build first');
  const wanted = process.argv.slice(2);
  const run = (name: string) => wanted.length === 0 || wanted.includes(name);
  const problems: string[] = [];
  if (run('links')) problems.push(...checkLinks());
  if (run('html')) problems.push(...(await checkHtml()));
  if (run('budgets')) problems.push(...checkBudgets());
  if (run('paint')) problems.push(...checkPaint());
  if (run('editor')) problems.push(...checkEditor());
  if (run('csp')) problems.push(...checkCsp());
  if (run('search')) problems.push(...checkSearch());
  if (run('images')) problems.push(...checkImagesOfOut());
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('check-out: all checks passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
