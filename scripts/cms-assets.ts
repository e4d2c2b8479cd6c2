// Writes the content editor into public/admin/ (not committed; `npm run build` and `npm run cms`
// run this first): the page, its config from components/editor/config/collections.ts, and the editor itself
// in a folder named for Decap's pinned version (no CDN): decap-cms-app on the site's React with
// the build's checks before Save and the preview made by the site's components
// (components/editor/admin.tsx, bundled by scripts/editor-bundle.ts), beside Decap's lazily loaded
// chunks; the site's CSS for the preview frame (preview.css) and what the preview knows of the
// site (preview-data.json, scripts/editor-preview-data.ts), and the forms' labels of every field
// (field-labels.json), by which Save's refusals name a field.
//   CMS_REPO        owner/name of the GitHub repository the editor commits to
//   CMS_BRANCH      the branch it opens pull requests against (default main)
//   CMS_AUTH_URL    the OAuth proxy's origin (base_url), e.g. a Cloudflare Worker
//   CMS_PREVIEW_CONTEXT  name of the host's commit status that links the preview, e.g. Vercel
//   CMS_STATUS_API  where the panel after Publish reads the commit's statuses (default GitHub's
//                   API; the e2e's stub GitHub, read then whatever the backend: docs/hosting.md)
//   CMS_PROXY_PORT  port of the local backend, `npm run cms` (default 8081)
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isAlias, isCollection, isMap, isPair, visit } from 'yaml';
import { editorCollections, type CmsCollection } from '../components/editor/config/collections';
import { fieldLabelsFile, formFieldsByEntry } from '../components/editor/form-labels';
import { fontFaces } from '../lib/web-fonts';
import type { EditorOptions } from '../components/editor/admin';
import type { PublishStatusOptions } from '../components/editor/publish-panel';
import { previewDataFile } from '../components/editor/preview-data';
import { bundleEditor } from './editor-bundle';
import { companyFacts } from '../content/load/company-facts';
import { siteUrl } from '../lib/site';

const root = path.resolve(__dirname, '..');
const admin = path.join(root, 'public', 'admin');
const { version } = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'decap-cms-app', 'package.json'), 'utf8'),
) as { version: string };
/** The folder of the editor's script and Decap's chunks, named for the pinned version. */
const bundle = `decap-cms-app-${version}`;
/** The editor's script (components/editor/admin.tsx, bundled by scripts/editor-bundle.ts). */
export const editorScript = 'editor.js';
/** The site's CSS for the preview frame. */
export const previewCss = 'preview.css';
/** The editor's own stylesheet, for Decap's page around the preview (components/editor/editor.css). */
export const editorCss = 'editor.css';

/** The editor's config: the backend from `env`, and `collections` (every one the editor edits). */
export function cmsConfig(
  env: NodeJS.ProcessEnv = process.env,
  collections: CmsCollection[] = editorCollections(companyFacts().timeZone),
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
    // (content/load/images.ts). The size limit rides on each image field (components/editor/config/cms-fields.ts).
    // Decap takes a value starting with `/` for an address of the site: the form's thumbnail and
    // the preview ask for each file by its repository path instead (components/editor/editor-widgets.tsx).
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

/** The names Decap looks previews up by: every collection's, and each file of a file collection. */
export function previewTemplateNames(collections: CmsCollection[]): string[] {
  const names = collections.flatMap((collection) => [
    collection.name,
    ...('files' in collection ? collection.files.map((file) => file.name) : []),
  ]);
  return [...new Set(names)];
}

/**
 * What the panel after Publish reads (components/editor/publish-panel.ts): the backend's repository,
 * branch and API (GitHub's unless `api_root` is set), the site's URL, the host's status name; or
 * the API CMS_STATUS_API names, read whatever the backend (the e2e's stub GitHub).
 */
export function publishStatusOptions(
  config: Pick<ReturnType<typeof cmsConfig>, 'backend' | 'site_url'>,
  env: NodeJS.ProcessEnv = process.env,
): PublishStatusOptions {
  const backend: { api_root?: string; preview_context?: string } = config.backend;
  return {
    apiRoot: env.CMS_STATUS_API ?? backend.api_root ?? 'https://api.github.com',
    explicit: !!env.CMS_STATUS_API,
    repo: config.backend.repo,
    branch: config.backend.branch,
    siteUrl: config.site_url,
    previewContext: backend.preview_context ?? '',
  };
}

/** The editor's start, as the bundle runs it: what the build tells it (components/editor/admin.tsx). */
export function editorEntry(
  collections: CmsCollection[],
  config: Pick<
    ReturnType<typeof cmsConfig>,
    'backend' | 'media_folder' | 'public_folder' | 'site_url'
  > = cmsConfig(process.env, collections),
  env: NodeJS.ProcessEnv = process.env,
): string {
  const options: EditorOptions = {
    fieldLabels: `/admin/${fieldLabelsFile}`,
    templateNames: previewTemplateNames(collections),
    previewCss: `/admin/${previewCss}`,
    previewData: `/admin/${previewDataFile}`,
    media: { folder: config.media_folder, publicFolder: config.public_folder },
    publishStatus: publishStatusOptions(config, env),
    timeZone: companyFacts().timeZone,
  };
  // The site's global sheet first, as the root layout imports it before any section's module.
  return `import './styles/globals.scss';
import { startEditor } from './components/editor/admin';
void startEditor(${JSON.stringify(options)});`;
}

/** The editor's page: Decap's config, the editor's own stylesheet and its script. */
export function editorPage() {
  const company = companyFacts();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | ${company.name}</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
<link rel="stylesheet" href="/admin/${editorCss}">
</head>
<body>
<script type="module" src="/admin/${bundle}/${editorScript}"></script>
</body>
</html>
`;
}

const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;

async function main() {
  // First: a schema the editor cannot show stops here, before the old editor is removed.
  const { collections } = cmsConfig();
  const config = configYaml(cmsConfig(process.env, collections));
  const editor = await bundleEditor(editorEntry(collections));
  // A broken content file stops the build, not the editor that fixes it: the preview is then off
  // (Decap's own preview shows) until the content builds again.
  let data: string;
  try {
    // Loaded here, not on import: it reads every content file (the config alone needs none).
    const { previewData } = await import('./editor-preview-data');
    data = JSON.stringify(previewData());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`cms-assets: the editor's preview is off until the content builds:\n${message}`);
    data = JSON.stringify({ error: message });
  }
  rmSync(admin, { recursive: true, force: true });
  mkdirSync(path.join(admin, bundle), { recursive: true });
  for (const [name, contents] of editor.files) {
    mkdirSync(path.dirname(path.join(admin, bundle, name)), { recursive: true });
    writeFileSync(path.join(admin, bundle, name), contents);
  }
  // The WebP encoder's wasm, which its chunk fetches from beside itself (new URL(…, import.meta.url)).
  for (const codec of ['enc', 'dec']) {
    const folder = path.join(root, 'node_modules', '@jsquash', 'webp', 'codec', codec);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.wasm')))
      cpSync(path.join(folder, file), path.join(admin, bundle, 'chunks', file));
  }
  writeFileSync(path.join(admin, previewCss), fontFaces('en') + editor.css);
  writeFileSync(path.join(admin, previewDataFile), data);
  writeFileSync(path.join(admin, 'config.yml'), config);
  const labels = JSON.stringify(formFieldsByEntry(collections));
  writeFileSync(path.join(admin, fieldLabelsFile), labels);
  cpSync(path.join(root, 'components', 'editor', editorCss), path.join(admin, editorCss));
  writeFileSync(path.join(admin, 'index.html'), editorPage());
  console.log(
    `cms-assets: public/admin/ with decap-cms-app ${version} on the site's React: ${editorScript} ${kb(Buffer.from(editor.files.get(editorScript)!).toString())}, ${previewCss} ${kb(editor.css)}, ${previewDataFile} ${kb(data)}, config.yml ${kb(config)}, ${fieldLabelsFile} ${kb(labels)}`,
  );
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
