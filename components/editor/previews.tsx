// Which preview each collection of the editor gets (components/editor/config/collections.ts): pages and
// campaign pages as their page, news posts, job openings and help articles as their item's page,
// a shared item in the block it appears in, the company's facts in the footer that shows them.
// Decap looks a preview up by the collection's name (folder collections) or the file's name (file
// collections); one component serves every name and reads the entry's collection.
import { Component, useEffect, useState, type ReactNode } from 'react';
import type { PreviewData } from './preview-data';
import { previewContext, type Overlay } from './preview-context';
import { campaignPreview, pageFilePreview, type EntryPage } from './entry-pages';
import { itemPreview, itemCollections } from './item-previews';
import { companyPreview, sharedItemPreview } from './shared-previews';
import { mark, newEntryMarkup, pageMarkup, PreviewShell, type PreviewProps } from './EntryPreview';
import { entryWords, formFieldsOf, untouched } from './form-labels';
import { sharedKinds, type SharedKind } from '@/content/schema/shared-kinds';
import { asSaved } from '@/components/editor/editor-checks';
import { loadedKind, loadedSlugs, pickedItems, sessionItems } from './session-items';
import type { MarkdownCollection } from '@/content/check/entry';
import { mediaFilePath } from './editor-widgets';

/** An Immutable.js value as Decap hands it (only what is used here). */
type Immutable = { get(key: string): unknown; toJS(): unknown };

/** Decap's props for a preview template (only what is used here). */
export type DecapPreviewProps = PreviewProps & {
  entry: Immutable;
  collection: Immutable;
  fieldsMetaData?: Immutable;
  getAsset: (path: string) => { path?: string; toString(): string } | undefined;
  /** Every entry of a collection, as the backend has it now (Decap's preview API). */
  getCollection?: (collection: string) => Promise<{ toJS(): unknown }[]>;
};

/**
 * The shared items of each kind as the repository has them now, loaded once per kind and session
 * when a preview first names the kind: an item created or edited since the build shows as it is.
 */
const loading = new Map<SharedKind, Promise<void>>();

function loadKinds(props: DecapPreviewProps, kinds: Iterable<SharedKind>, done: () => void) {
  const { getCollection } = props;
  if (!getCollection) return;
  for (const kind of kinds) {
    if (loading.has(kind)) continue;
    loading.set(
      kind,
      getCollection(kind).then(
        (entries) => {
          const items: Record<string, unknown> = {};
          for (const entry of entries) {
            const { slug, data } = entry.toJS() as { slug: string; data: unknown };
            items[slug] = data;
          }
          loadedKind(kind, items);
          done();
        },
        (error: unknown) => {
          // The preview data stands in; the next preview tries again.
          loading.delete(kind);
          console.warn(`The preview could not load the ${kind} of the repository.`, error);
        },
      ),
    );
  }
}

/**
 * The file names of a Markdown collection as the repository has them, loaded once per session
 * when an item of it is first previewed: its related picks are checked against them (the
 * preview data names only what the build published).
 */
const slugsLoading = new Set<string>();

function loadSlugs(props: DecapPreviewProps, collection: string) {
  const { getCollection } = props;
  if (!getCollection || slugsLoading.has(collection)) return;
  slugsLoading.add(collection);
  getCollection(collection).then(
    (entries) =>
      loadedSlugs(
        collection as MarkdownCollection,
        entries.map((entry) => String((entry.toJS() as { slug: unknown }).slug)),
      ),
    (error: unknown) => {
      slugsLoading.delete(collection);
      console.warn(`The preview could not list the ${collection} of the repository.`, error);
    },
  );
}

const isSharedKind = (name: string): name is SharedKind => name in sharedKinds;

/** The display URL of each file of the media library the preview showed (a blob: for an upload). */
const assetUrls = new Map<string, string>();

/**
 * Asks Decap for the files of `srcs` until it has them: its getAsset answers with an empty asset
 * while it loads one, then with the file's URL (decap-cms-core actions/media.ts).
 */
function loadAssets(props: DecapPreviewProps, srcs: string[], done: () => void) {
  const wanted = srcs.filter((src) => !assetUrls.has(src));
  if (!wanted.length) return () => undefined;
  let tries = 0;
  const timer = setInterval(() => {
    let found = false;
    for (const src of wanted) {
      // While Decap loads a file it answers with a placeholder asset (an empty SVG) of another path.
      const path = mediaFilePath(src);
      const asset = props.getAsset(path);
      const url = asset?.path === path ? asset.toString() : undefined;
      if (url && url !== src && !assetUrls.has(src)) {
        assetUrls.set(src, url);
        found = true;
      }
    }
    if (found) done();
    if (wanted.every((src) => assetUrls.has(src)) || ++tries > 80) clearInterval(timer);
  }, 250);
  return () => clearInterval(timer);
}

/**
 * The shared items the editor holds beyond the preview data: each item picked in a relation field
 * this session comes with its entry (Decap's fieldsMetaData: field → collection → key → data).
 */
export function overlayOf(props: DecapPreviewProps): Overlay {
  const shared: NonNullable<Overlay['shared']> = sessionItems();
  const picks = (props.fieldsMetaData?.toJS() ?? {}) as Record<string, unknown>;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [name, value] of Object.entries(node as Record<string, unknown>)) {
      if (isSharedKind(name) && value && typeof value === 'object') {
        shared[name] = { ...shared[name], ...(value as Record<string, unknown>) };
        // Save checks the entry against the same items (components/editor/save-check.ts).
        pickedItems(name, value as Record<string, unknown>);
      } else walk(value);
    }
  };
  walk(picks);
  const collection = String(props.collection.get('name'));
  const slug = String(props.entry.get('slug') ?? '');
  const raw = (props.entry.get('data') as Immutable).toJS();
  if (isSharedKind(collection) && slug) shared[collection] = { ...shared[collection], [slug]: raw };
  return {
    shared,
    ...(collection === 'company' ? { company: raw } : {}),
    assetUrl: (src) => assetUrls.get(src),
  };
}

/** The page (or block) an entry previews as, with the build's issues. */
export function entryPage(props: DecapPreviewProps, data: PreviewData) {
  const collection = String(props.collection.get('name'));
  const slug = String(props.entry.get('slug') ?? '');
  // As Save will write it (a cleared Publish at, Starts at … left out: components/editor/editor-checks.ts).
  const raw = asSaved((props.entry.get('data') as Immutable).toJS() as Record<string, unknown>);
  const context = previewContext(data, overlayOf(props));
  let entry: EntryPage;
  if (collection === 'pages') entry = pageFilePreview(raw, slug, data, context);
  else if (collection === 'campaigns') entry = campaignPreview(raw, slug, data, context);
  else if (itemCollections.includes(collection))
    entry = itemPreview(collection, raw, slug, data, context);
  else if (isSharedKind(collection)) entry = sharedItemPreview(collection, slug, data, context);
  else if (collection === 'company') entry = companyPreview(context);
  else
    entry = {
      path: '/',
      note: 'These words show on the pages the build makes from the collections: a preview deployment shows them.',
      issues: [],
    };
  // The form's labels name the problems in the page (the collection's fields, as Decap has them).
  const form = formFieldsOf(props.collection.toJS(), slug);
  // A new entry before anything is written in it: no problem yet, only where its page will show.
  const fresh = (props.entry.get('newRecord') === true || !slug) && untouched(form, raw);
  return {
    entry,
    company: context.company,
    asked: context.asked,
    uploads: context.uploads,
    words: entryWords(form, raw),
    fresh,
  };
}

/**
 * Catches what the preview throws while rendering (an entry of a shape nothing expected, as Decap
 * may hand over after Save): the pane says so instead of going blank, and tries again with the
 * entry's next change.
 */
class PreviewBoundary extends Component<
  { children: ReactNode; entry: unknown },
  { error?: Error; entry?: unknown }
> {
  override state: { error?: Error; entry?: unknown } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { entry: unknown },
    state: { error?: Error; entry?: unknown },
  ) {
    // The entry changed: render it again.
    return props.entry === state.entry ? null : { entry: props.entry, error: undefined };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" data-preview-failed="" style={failedStyle}>
        <strong>The preview could not show this entry</strong> ({error.message}). Your changes are
        kept: keep editing, or save and open the entry again.
      </div>
    );
  }
}

// The pane's own failure, marked as a broken block is.
const failedStyle = { ...mark.box, margin: '24px' } as const;

/** The preview template Decap renders for every entry. */
export function previewTemplate(data: PreviewData) {
  function EntryPreviewPane(props: DecapPreviewProps) {
    const [, setLoads] = useState(0);
    const { entry, company, asked, uploads, words, fresh } = entryPage(props, data);
    // Never the last page that parsed: every block that parses shows, each broken one marked in
    // its place (components/editor/entry-blocks.ts), an item's problems in the frame.
    const html = fresh ? newEntryMarkup(entry, company) : pageMarkup(entry, company, words);
    const kinds = [...asked].sort().join(',');
    const collection = String(props.collection.get('name'));
    useEffect(() => {
      if (itemCollections.includes(collection)) loadSlugs(props, collection);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once per collection
    }, [collection]);
    useEffect(() => {
      if (kinds) loadKinds(props, kinds.split(',') as SharedKind[], () => setLoads((n) => n + 1));
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of kinds
    }, [kinds]);
    const files = [...uploads].sort().join('\n');
    useEffect(
      () => loadAssets(props, files ? files.split('\n') : [], () => setLoads((n) => n + 1)),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of files
      [files],
    );
    return (
      <PreviewShell
        html={html}
        {...(entry.note ? { note: entry.note } : {})}
        issues={fresh ? [] : entry.issues}
        preview={props}
      />
    );
  }
  return function EntryPreviewTemplate(props: DecapPreviewProps) {
    return (
      <PreviewBoundary entry={props.entry}>
        <EntryPreviewPane {...props} />
      </PreviewBoundary>
    );
  };
}
