// Writes the content editor into public/admin/ (not committed; `npm run build` and `npm run cms`
// run this first): the page, its config from content/editor-collections.ts, the Decap CMS
// bundle copied from node_modules into a folder named for its pinned version (no CDN), and
// editor-checks.js, the build's scheduling rules Decap runs before each save (lib/editor-checks.ts,
// bundled here with esbuild).
//   CMS_REPO        owner/name of the GitHub repository the editor commits to
//   CMS_BRANCH      the branch it opens pull requests against (default main)
//   CMS_AUTH_URL    the OAuth proxy's origin (base_url), e.g. a Cloudflare Worker
//   CMS_PREVIEW_CONTEXT  name of the host's commit status that links the preview, e.g. Vercel
//   CMS_PROXY_PORT  port of the local backend, `npm run cms` (default 8081)
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { Document, isAlias, isCollection, isMap, isPair, visit } from 'yaml';
import { editorCollections, type CmsCollection } from '../content/editor-collections';
import { collectionChecks, editorChecksFile, type FieldLabels } from '../lib/editor-checks';
import { company } from '../content/load/company-facts';
import { siteUrl } from '../lib/site';

const root = path.resolve(__dirname, '..');
const admin = path.join(root, 'public', 'admin');
const dist = path.join(root, 'node_modules', 'decap-cms', 'dist');
const { version } = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'decap-cms', 'package.json'), 'utf8'),
) as { version: string };
const bundle = `decap-cms-${version}`;

/** The editor's config: the backend from `env`, and `collections` (every one the editor edits). */
export function cmsConfig(
  env: NodeJS.ProcessEnv = process.env,
  collections: CmsCollection[] = editorCollections(company.timeZone),
) {
  return {
    backend: {
      name: 'github',
      repo: env.CMS_REPO ?? 'finorbit/website',
      branch: env.CMS_BRANCH ?? 'main',
      ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
      // The commit status whose link is the preview deployment ("Vercel"); unset, Decap takes the
      // first status whose name contains "deploy" (Netlify's deploy-preview).
      ...(env.CMS_PREVIEW_CONTEXT ? { preview_context: env.CMS_PREVIEW_CONTEXT } : {}),
      squash_merges: true,
    },
    // Only on localhost, and only when the local backend answers (`npm run cms`).
    local_backend: {
      url: `http://localhost:${env.CMS_PROXY_PORT ?? 8081}/api/v1`,
      allowed_hosts: ['localhost', '127.0.0.1'],
    },
    publish_mode: 'editorial_workflow',
    // File names become URLs: lower-case ASCII words joined by hyphens (content/load/markdown-collection.ts).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/images/logo.svg',
    // Uploads are kept in the repository, never served as they are: a field holds `/media/<file>`,
    // which the build reads from content/media/ and publishes as AVIF/WebP variants in /_img/
    // (content/load/images.ts). The size limit rides on each image field (lib/cms-fields.ts).
    media_folder: 'content/media',
    public_folder: '/media',
    collections,
  };
}

/**
 * `value` with every object or list that equals an earlier one (same JSON) replaced by that one: one
 * reference per distinct definition. A reference met again is not walked again.
 */
function shareRepeats<T>(value: T): T {
  const byJson = new Map<string, object>();
  const done = new WeakMap<object, object>();
  const share = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const known = done.get(node);
    if (known) return known;
    const copy = Array.isArray(node)
      ? node.map(share)
      : Object.fromEntries(Object.entries(node).map(([key, each]) => [key, share(each)]));
    const json = JSON.stringify(copy);
    // A short one (`[title]`, a select's option) reads better written out than as an alias.
    if (json.length < 64) return copy;
    const first = byJson.get(json) ?? copy;
    byJson.set(json, first);
    done.set(node, first);
    return first;
  };
  return share(value) as T;
}

/**
 * The config as YAML, each repeated definition written once: every page's form has the same
 * fields and the sections share many (a link, an image, a tone), so a definition met again is an
 * alias of the first (`*cta`), which carries an anchor named after its field (`&cta`). Written out
 * in full the config would be megabytes; YAML readers (Decap's included) expand the aliases.
 */
export function configYaml(config: object): string {
  const document = new Document(shareRepeats(config), { aliasDuplicateObjects: true });
  // The writer's anchors are a1, a2, …: named after the field instead (`cta`), a list after its
  // field and key (`cta-fields`, `tone-options`).
  const names = new Map<string, string>();
  const used = new Map<string, number>();
  visit(document, (_key, node, path) => {
    if (!isCollection(node) || !node.anchor) return;
    const parent = path.at(-1);
    const owner = String([...path].reverse().find(isMap)?.get('name') ?? 'list');
    const base = isMap(node)
      ? String(node.get('name') ?? 'item')
      : `${owner}-${isPair(parent) ? String(parent.key) : 'items'}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    names.set(node.anchor, (count > 1 ? `${base}${count}` : base).replace(/[^\w-]/g, ''));
    node.anchor = names.get(node.anchor);
  });
  visit(document, (_key, node) => {
    if (isAlias(node)) node.source = names.get(node.source) ?? node.source;
  });
  return document.toString({ lineWidth: 0 });
}

/** The labels of the fields of each collection the checks cover, as the forms show them. */
export function checkedFieldLabels(collections: CmsCollection[]): FieldLabels {
  return Object.fromEntries(
    Object.keys(collectionChecks).map((name) => {
      const collection = collections.find((each) => each.name === name);
      if (!collection || !('fields' in collection))
        throw new Error(`cms-assets: the editor checks "${name}", which is no folder collection`);
      return [name, Object.fromEntries(collection.fields.map((f) => [f.name, f.label]))];
    }),
  );
}

/**
 * lib/editor-checks.ts and the pure rules it imports as one minified script for the browser, which
 * registers them with Decap with the forms' labels of `collections`.
 */
export function editorChecksScript(collections: CmsCollection[]): string {
  const entry = `import { registerEditorChecks } from './lib/editor-checks';
registerEditorChecks(window.CMS, ${JSON.stringify(checkedFieldLabels(collections))});`;
  const result = buildSync({
    stdin: {
      contents: entry,
      resolveDir: root,
      sourcefile: 'editor-checks-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    // Decap 3.16's own browser support.
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function page() {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | ${company.name}</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
</head>
<body>
<script src="/admin/${bundle}/decap-cms.js"></script>
<script src="/admin/${editorChecksFile}"></script>
</body>
</html>
`;
}

function main() {
  // First: a schema the editor cannot show stops here, before the old editor is removed.
  const { collections } = cmsConfig();
  const config = configYaml(cmsConfig(process.env, collections));
  const checks = editorChecksScript(collections);
  rmSync(admin, { recursive: true, force: true });
  mkdirSync(path.join(admin, bundle), { recursive: true });
  // The bundle, its lazily loaded chunks and its wasm; not the source maps.
  for (const file of readdirSync(dist)) {
    if (/(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(file)) {
      cpSync(path.join(dist, file), path.join(admin, bundle, file));
    }
  }
  writeFileSync(path.join(admin, 'config.yml'), config);
  writeFileSync(path.join(admin, editorChecksFile), checks);
  writeFileSync(path.join(admin, 'index.html'), page());
  const size = Math.round(Buffer.byteLength(config) / 1024);
  const checksSize = (Buffer.byteLength(checks) / 1024).toFixed(1);
  console.log(
    `cms-assets: public/admin/ with Decap CMS ${version}, config.yml ${size} KB, ${editorChecksFile} ${checksSize} KB`,
  );
}

if (require.main === module) main();
