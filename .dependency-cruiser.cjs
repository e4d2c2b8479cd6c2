// What may import what (README, "What may import what"), checked by dependency-cruiser in
// `npm run lint` (`npm run lint:deps`). The layers, bottom up, one rule each (named first):
//   layer-pure-helpers    lib/ but from-content/: pure helpers, import only packages and each other
//   layer-content         content/: the content layers, import only content/ and the pure helpers
//   layer-from-content    lib/from-content/: the site's modules over content, import content/, lib/
//   layer-components      components/: import components/, content/ and lib/, never app/
//   layer-app             app/: the routes, on top, import app/, components/, content/ and lib/
//   editor-in-one-folder  components/editor/: the editor, which nothing outside it imports
//   editor-config         its config/ (written at build): imports content/ and the pure helpers
//   browser-renderable-editor  the rest of it (bundled): reaches no file reader, no server module
//   no-circular           no circle in app/ components/ content/ lib/, type and import() included
// Packages and node builtins lie under every layer; scripts/ (build and check tools) and tests/ sit
// over them all, so nothing here imports them. The finer rules after these protect what a layer
// holds: the pure content model, the one reader of content files, what a browser can render. Paths
// are those of the content/ layout the README describes: schema/ and types.ts pure, load/ the only
// reader of content files, generated/ the collection pages, catalog/ the lists schemas enumerate.
// What dependency-cruiser cannot see (a file's 'use client' directive) stays in
// tests/unit/import-rules.test.ts.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const { builtinModules } = require('node:module');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Node's own modules (`fs`, `node:fs`, `path`, …): dependency-cruiser names them without `node:`. */
const nodeBuiltin = `^(node:)?(${builtinModules.map(escape).join('|')})$`;

/** What reads files: `fs` and the parsers of content files (their @types count as them). */
const fileReaders = [
  '^(node:)?fs(/promises)?$',
  '(^|/)node_modules/(@types/)?(yaml|gray-matter|markdown-it|markdown-it-anchor)/',
];

/** What only the server may run: the content readers, the route map and the generated pages. */
const serverContent = ['^content/load/', '^content/routes\\.ts$', '^content/generated/'];

/**
 * The modules of content/generated/ that build pages from data alone (no loader, no file): the
 * content editor's preview runs them in the browser with the lists and items the build would use.
 */
const browserGenerated = [
  '^content/generated/file-forms\\.ts$',
  '^content/generated/item-pages\\.ts$',
  '^content/generated/pagination\\.ts$',
];

/**
 * Pure lib/ helpers the schemas use (each imports nothing but other pure code, which
 * `schema-reaches-no-io` checks). Add one here only when a schema needs it.
 */
const schemaLibHelpers = ['^lib/inline-links\\.ts$', '^lib/zoned-time\\.ts$'];

/**
 * Modules outside content/load/ that read files, each with why. Each may import `fs` and nothing
 * else of `fileReaders` (its own rule below); every other module that does fails
 * `only-load-reads-files`.
 */
const fileReadingExceptions = {
  'lib/web-fonts.ts':
    'reads the @font-face CSS and font manifest `npm run fonts` writes into styles/fonts/ (build output, not content)',
};

/** Packages (and their @types): below every layer. */
const packages = '(^|/)node_modules/';

/** lib/ but lib/from-content/: the pure helpers (layer-pure-helpers). */
const pureHelpers = '^lib/(?!from-content/)';

/** The site's modules over content (layer-from-content). */
const fromContent = '^lib/from-content/';

/** The folders whose code ships: dependency-cruiser also follows imports into scripts/. */
const source = '^(app|components|content|lib)/';

/** A rule every import must pass: its `name`, and what it protects (`comment`, printed with each violation). */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // 1. The layers (the list at the top), bottom up. Each names what its folder may import.
    forbid(
      'layer-pure-helpers',
      "lib/ but lib/from-content/ holds pure helpers: they import only packages, node builtins and each other, nothing of the site (content/, components/, app/, scripts/, lib/from-content/), so content/, components/ and the build's scripts can all use them. A helper that needs content belongs in lib/from-content/; a type or helper a script and the site share lives here (lib/web-fonts.ts owns the WebFonts manifest type scripts/fonts.ts writes).",
      { path: '^lib/', pathNot: fromContent },
      { pathNot: [pureHelpers, packages, nodeBuiltin] },
    ),
    forbid(
      'layer-content',
      'content/ is the content and its model, layered inside (catalog, schema, types, check, load, generated, routes): it imports only content/, the pure lib/ helpers and packages, never the modules built over it (lib/from-content/), a component, a route or a script (components render content, never the other way).',
      { path: '^content/' },
      { pathNot: ['^content/', pureHelpers, packages, nodeBuiltin] },
    ),
    forbid(
      'layer-from-content',
      "lib/from-content/ holds the site's modules over content (metadata and JSON-LD, feeds, Open Graph images, search kinds, speculation rules, security.txt): they import content/, lib/ and packages, never a component, a route or a script.",
      { path: fromContent },
      { pathNot: ['^(content|lib)/', packages, nodeBuiltin] },
    ),
    forbid(
      'layer-components',
      'components/ knows no page: it imports components/, content/, lib/ and packages, never app/ (routes compose components, never the other way) nor scripts/.',
      { path: '^components/' },
      { pathNot: ['^(components|content|lib)/', packages, nodeBuiltin] },
    ),
    forbid(
      'layer-app',
      "app/ holds the routes, on top of every layer: it imports app/, components/, content/, lib/ and packages, never scripts/ (the build and check tools run the site's code, never the other way).",
      { path: '^app/' },
      { pathNot: ['^(app|components|content|lib)/', packages, nodeBuiltin] },
    ),
    forbid(
      'editor-in-one-folder',
      'components/editor/ is the content editor, in one folder: nothing of app/, components/, content/ or lib/ outside it imports it (scripts/editor-bundle.ts bundles it, scripts/cms-assets.ts writes its config), so the site ships none of its code and it can change alone.',
      { path: source, pathNot: '^components/editor/' },
      { path: '^components/editor/' },
    ),
    forbid(
      'editor-config',
      "components/editor/config/ is the editor's config, written at build from the content model: it imports only itself, content/, the pure lib/ helpers and packages, no component (the editor's browser code included) and no module over content (lib/from-content/).",
      { path: '^components/editor/config/' },
      { pathNot: ['^components/editor/config/', '^content/', pureHelpers, packages, nodeBuiltin] },
    ),
    forbid(
      'no-circular',
      'The layers and the layers inside content/ (catalog, schema, types, check, load, generated, routes) and components/ (ui → sections → layout; islands beside) depend one way: an import circle, type-only and dynamic import() included, means a lower layer knows a higher one and makes load order matter. Move the shared part down a layer. Code loaded on intent (lib/visit-start → lib/analytics) is imported by a module that nothing it loads imports back.',
      { path: source },
      { circular: true },
    ),

    // 2. The content model is pure: schemas and their types import no I/O and no loader.
    forbid(
      'schema-imports-only-schema',
      'content/schema/ and content/types.ts are the pure content model (the editor, the build and the tests import them without reading a file): they import only zod, content/schema/, content/types.ts, content/catalog/ and the pure lib helpers listed in .dependency-cruiser.cjs. A list a schema enumerates belongs in content/catalog/; a reference resolved against content is checked by content/load/.',
      { path: '^content/(schema/|types\.ts$)' },
      {
        pathNot: [
          '(^|/)node_modules/(@types/)?zod/',
          '^content/(schema/|catalog/|types\.ts$)',
          ...schemaLibHelpers,
        ],
      },
    ),
    forbid(
      'schema-reaches-no-io',
      'content/schema/ and content/types.ts must load without reading a file, also through what they import (content/catalog/, lib helpers): no node builtin, no file reader or parser, no content/load/, content/generated/ or route map.',
      { path: '^content/(schema/|types\.ts$)' },
      { reachable: true, path: [nodeBuiltin, ...fileReaders, ...serverContent] },
    ),
    forbid(
      'types-are-type-only',
      'content/types.ts holds only types inferred from content/schema/: `import type` / `export type` only, so importing a type never loads a module.',
      { path: '^content/types\.ts$' },
      { dependencyTypesNot: ['type-only'] },
    ),

    // 3. One place reads content files.
    forbid(
      'only-load-reads-files',
      'content/load/ is the only code of app/, components/, content/ and lib/ that reads files (fs, yaml, gray-matter, markdown-it): everything else gets content from it, so a page, section or schema can be rendered or checked without the file system. The few other readers are named exceptions in .dependency-cruiser.cjs.',
      {
        path: source,
        pathNot: [
          '^content/load/',
          ...Object.keys(fileReadingExceptions).map((f) => `^${escape(f)}$`),
        ],
      },
      { path: fileReaders },
    ),
    ...Object.entries(fileReadingExceptions).map(([file, reason]) =>
      forbid(
        `reads-files-only-with-fs:${file}`,
        `${file} may read files with fs because it ${reason}; it parses no content (yaml, gray-matter, markdown-it are content/load/'s).`,
        { path: `^${escape(file)}$` },
        { path: fileReaders.slice(1) },
      ),
    ),

    // 4. What a browser can render.
    forbid(
      'browser-renderable-components',
      "components/sections/, ui/, islands/ and forms/ render in a browser too (the content editor's preview): they must not reach, even through lib/ or a type import, content/load/ (files), the route map, content/generated/ or a node builtin. Take such data as props from components/layout/, which composes pages on the server.",
      { path: '^components/(sections|ui|islands|forms)/' },
      { reachable: true, path: [nodeBuiltin, ...serverContent] },
    ),

    forbid(
      'browser-safe-generated',
      "content/generated/file-forms.ts and item-pages.ts build pages from data alone, so the content editor's preview runs them in the browser: they must not reach, even through lib/ or a type import, a node builtin, a file reader or parser, content/load/, the route map, or a module of content/generated/ but pagination.ts and each other (the others call the loaders). The build's loaders hand them their data; pass what they need as a parameter.",
      { path: browserGenerated },
      {
        reachable: true,
        path: [nodeBuiltin, ...fileReaders, ...serverContent],
        pathNot: browserGenerated,
      },
    ),
    forbid(
      'pure-entry-check',
      "content/check/ is the entry check the build's loaders, the editor's preview and the editor's Save all run (the editor in the browser): it takes the entry's data and a context, and must not reach, even through lib/ or a type import, a node builtin, a file reader, content/load/ but markdown.ts (renders Markdown text, reads no file), content/generated/ but its browser-safe modules (browserGenerated), or the route map. Hand what lies outside the entry in through its context.",
      { path: '^content/check/' },
      {
        reachable: true,
        path: [nodeBuiltin, '(^|/)node_modules/(@types/)?(yaml|gray-matter)/', ...serverContent],
        pathNot: ['^content/load/markdown\\.ts$', ...browserGenerated],
      },
    ),
    forbid(
      'browser-renderable-editor',
      "components/editor/ (but config/, its config written at build) is the content editor, bundled for the browser: it must not reach, even through lib/ or a type import, a node builtin, the route map, content/load/ but markdown.ts (renders Markdown text, reads no file), or content/generated/ but the browser-safe modules (browserGenerated in .dependency-cruiser.cjs). Build a preview with those from the entry's data.",
      { path: '^components/editor/', pathNot: '^components/editor/config/' },
      {
        reachable: true,
        path: [nodeBuiltin, ...serverContent],
        pathNot: ['^content/load/markdown\\.ts$', ...browserGenerated],
      },
    ),

    // 5. Inside components/.
    forbid(
      'sections-import-no-layout',
      'components/layout/ renders sections; a section never imports layout (the page frame and the section registry), so a section renders alone.',
      { path: '^components/sections/' },
      { path: '^components/layout/' },
    ),
    forbid(
      'sections-take-islands-from-index',
      "Sections (and the ui/ they share) take islands from @/components/islands (index.tsx), which loads each island's code on demand; importing an island file directly would put its code in every page's bundle. (components/forms/ composes the Form island itself, which every form needs.)",
      { path: '^components/(sections|ui)/' },
      { path: '^components/islands/', pathNot: '^components/islands/index\\.tsx$' },
    ),

    // The layout of content/: code in its folders, data in the others.
    {
      name: 'content-data-folders-hold-no-code',
      severity: 'error',
      comment:
        'content/pages/, content/templates/ and content/shared/ hold YAML only (what the editor writes); their readers live in content/load/, the pages built from collections in content/generated/, copy in content/copy/, lists in content/catalog/.',
      // Every such module: none has 100 dependents (the rule type that selects modules by path).
      module: {
        path: '^content/(pages|templates|shared)/.+\\.(ts|tsx|js|mjs|cjs)$',
        numberOfDependentsLessThan: 100,
      },
      from: {},
    },

    // The checks above hold only if every import resolves (the `@/` alias, .tsx).
    forbid(
      'imports-resolve',
      'An import dependency-cruiser cannot resolve escapes every rule here: fix the import, or the resolver options in .dependency-cruiser.cjs (tsconfig paths, extensions).',
      { path: source },
      { couldNotResolve: true },
    ),
  ],
  options: {
    // `import type` counts: a circle of types is still a circle, and a type import still ties
    // a module to another layer. A dynamic `import('…')` with a literal path counts by default
    // (dependency type `dynamic-import`): `no-circular` and the layers see code loaded on intent.
    tsPreCompilationDeps: true,
    // The `@/` alias.
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Stylesheets (CSS modules, globals.scss) import nothing dependency-cruiser reads.
    exclude: { path: '\\.(s?css|sass)$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
