// Bundles the content editor (components/editor/admin.tsx: decap-cms-app with the site's own React
// and components) for the browser with esbuild, and the site's CSS for its preview frame.
//
// The preview must carry the page's own classes, so the CSS Modules are compiled as Next's
// Turbopack compiles them: Sass, then Lightning CSS (the same library) with Turbopack's production
// pattern `[hash]_[local]` and its file name for the hash, `[project]/<path>.module.css`: the
// preview's `vGFdBG_header` is the built page's (tests/unit/editor-bundle.test.ts checks every
// module against the built CSS).
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { transform as transformCss } from 'lightningcss';
import * as sass from 'sass';

const root = path.resolve(__dirname, '..');

/** Next 16's default browsers (its browserslist): Chrome and Edge 111, Firefox 111, Safari 16.4. */
const targets = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 111 << 16,
  safari: (16 << 16) | (4 << 8),
};

/** Sass as next.config.mjs sets it up. */
function compileSass(file: string): string {
  return sass.compile(file, {
    loadPaths: [path.join(root, 'node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    style: 'expanded',
  }).css;
}

/** A CSS Module's class names as Turbopack names them in a production build. */
export function compileCssModule(file: string): { css: string; classes: Record<string, string> } {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const result = transformCss({
    filename: `[project]/${relative}.module.css`,
    code: Buffer.from(compileSass(file)),
    cssModules: { pattern: '[hash]_[local]' },
    targets,
    minify: true,
  });
  const classes = Object.fromEntries(
    Object.entries(result.exports ?? {}).map(([local, { name, composes }]) => [
      local,
      [name, ...composes.map((each) => each.name)].join(' '),
    ]),
  );
  return { css: result.code.toString(), classes };
}

/** `.scss` files: a module's classes as its default export and its CSS; a global sheet's CSS. */
export const sassPlugin: Plugin = {
  name: 'site-sass',
  setup(build) {
    const compiled = new Map<string, string>();
    build.onResolve({ filter: /\.module\.scss\.css$/ }, (args) => ({
      path: args.path,
      namespace: 'css-module',
    }));
    build.onLoad({ filter: /.*/, namespace: 'css-module' }, (args) => ({
      contents: compiled.get(args.path.slice(0, -'.css'.length)) ?? '',
      loader: 'css',
    }));
    build.onLoad({ filter: /\.module\.scss$/ }, (args) => {
      const { css, classes } = compileCssModule(args.path);
      compiled.set(args.path, css);
      return {
        contents: `import ${JSON.stringify(`${args.path}.css`)};\nexport default ${JSON.stringify(classes)};`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      };
    });
    build.onLoad({ filter: /\.scss$/ }, (args) => {
      if (args.path.endsWith('.module.scss')) return undefined;
      const css = transformCss({
        filename: args.path,
        code: Buffer.from(compileSass(args.path)),
        targets,
        minify: true,
      }).code.toString();
      return { contents: css, loader: 'css' };
    });
  },
};

/** The islands the preview renders to markup, imported as they are (components/editor/static-islands.ts). */
const staticIslands: Plugin = {
  name: 'static-islands',
  setup(build) {
    build.onResolve({ filter: /^@\/components\/islands$/ }, () => ({
      path: path.join(root, 'components', 'editor', 'static-islands.ts'),
    }));
  },
};

/** The public build settings the site's code reads (lib/site.ts), as `next build` inlines them. */
function publicEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const defines: Record<string, string> = {
    'process.env.NODE_ENV': '"production"',
    'process.env': '{}',
  };
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('NEXT_PUBLIC_')) defines[`process.env.${key}`] = JSON.stringify(value);
  }
  return defines;
}

/** The editor's files: its script and lazily loaded chunks, under the folder it is served from. */
export type EditorBundle = {
  /** Path under the folder → contents: editor.js, chunks/*.js. */
  files: Map<string, Uint8Array>;
  /** The preview frame's CSS. */
  css: string;
};

/**
 * The editor's script (`entry` is its start: what the build tells it) with its lazily loaded
 * chunks, and the preview frame's CSS (the site's global sheet, then each module's in import
 * order), minified.
 */
export async function bundleEditor(entry: string, env = process.env): Promise<EditorBundle> {
  const outdir = path.join(root, '.next', 'editor-bundle');
  const result = await build({
    stdin: {
      contents: entry,
      resolveDir: root,
      sourcefile: 'editor-entry.tsx',
      loader: 'tsx',
    },
    bundle: true,
    minify: true,
    // A module script with its chunks: code Decap loads only when used (the WebP encoder of its
    // image transformations) stays out of the first download.
    format: 'esm',
    splitting: true,
    target: 'es2020',
    platform: 'browser',
    jsx: 'automatic',
    outdir,
    entryNames: 'editor',
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    // The licences of what it bundles, in editor.js.LEGAL.txt beside it.
    legalComments: 'linked',
    logLevel: 'silent',
    alias: {
      // decap-cms-app's ES modules, which import React from the page: here, the site's one React
      // (its prebuilt bundle carries a react-dom of its own).
      'decap-cms-app': path.join(root, 'node_modules', 'decap-cms-app', 'dist', 'esm', 'index.js'),
    },
    define: publicEnv(env),
    plugins: [staticIslands, sassPlugin],
  });
  const files = new Map<string, Uint8Array>();
  let css = '';
  for (const file of result.outputFiles) {
    const name = path.relative(outdir, file.path).split(path.sep).join('/');
    if (name.endsWith('.css')) css += file.text;
    else files.set(name, file.contents);
  }
  return { files, css };
}
