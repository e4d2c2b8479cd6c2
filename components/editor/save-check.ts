// The build's entry check (content/check/entry.ts) as the editor's Save runs it: the entry as Save
// will write it, over the preview data with the shared items this session has loaded or saved
// laid over it, through the same context the preview parses with. components/editor/editor-checks.ts refuses the
// save with its problems; components/editor/admin.tsx hands it this check once the data is there.
import { checkEntry, markdownCollections, type EntryKind } from '@/content/check/entry';
import { sharedKinds, type SharedKind } from '@/content/schema/shared-kinds';
import type { EntryCheck } from '@/components/editor/editor-checks';
import type { PreviewData } from './preview-data';
import { editorEntryContext, previewContext, withoutEmpty, type Overlay } from './preview-context';
import { savedItem, sessionItems } from './session-items';

/** The editor's collections the build checks as entries, by their name in the config. */
function kindOf(collection: string): EntryKind | undefined {
  if ((markdownCollections as readonly string[]).includes(collection))
    return collection as EntryKind;
  if (collection === 'pages' || collection === 'campaigns' || collection === 'company')
    return collection;
  if (collection in sharedKinds) return collection as SharedKind;
  return undefined;
}

/**
 * The entry check of Save over `data` and the shared items the session holds beyond it (loaded by
 * the preview, or saved since the build), so a page naming a FAQ item created a minute ago is not
 * refused.
 */
export function saveCheck(data: PreviewData): EntryCheck {
  return (collection, slug, saved) => {
    const kind = kindOf(collection);
    if (!kind) return undefined;
    const overlay: Overlay = {
      shared: sessionItems(),
      ...(kind === 'company' ? { company: saved } : {}),
    };
    const context = previewContext(data, overlay);
    const markdown = (markdownCollections as readonly string[]).includes(kind);
    const { body, ...front } = saved;
    const input = markdown
      ? { slug, data: front, body: typeof body === 'string' ? body : undefined }
      : { slug, data: withoutEmpty(saved) };
    const { problems } = checkEntry(kind, input, editorEntryContext(data, context));
    // Saved (unless the backend fails): pages checked from now on know it.
    if (!problems.length && kind in sharedKinds && slug) savedItem(kind as SharedKind, slug, saved);
    return problems;
  };
}
