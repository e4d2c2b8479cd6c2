// A new entry nobody has saved: Decap's toolbar says "Changes saved" under the collection's name
// whenever the form has no unsaved change (its EditorToolbar looks at `hasChanged` alone, not at
// `isNewEntry`), so a blank new entry claimed to be saved. Decap's route for one is
// `#/collections/<name>/new` (after its first Save it moves to `…/entries/<slug>`): while the route
// is that, the editor's <html> carries `data-editor-new-entry`, and the editor's stylesheet
// (components/editor/editor.css) hides that badge ("Unsaved changes" still shows once written in).

export const newEntryAttribute = 'data-editor-new-entry';

/** Whether Decap's route (the location's hash) is a new, never saved entry of a collection. */
export function isNewEntryRoute(hash: string): boolean {
  return /^#\/collections\/[^/?#]+\/new(?:[/?]|$)/.test(hash);
}

/** Keeps `view`'s <html> marked while its route is a new entry. */
export function markNewEntry(view: Window) {
  const mark = () =>
    view.document.documentElement.toggleAttribute(
      newEntryAttribute,
      isNewEntryRoute(view.location.hash),
    );
  mark();
  view.addEventListener('hashchange', mark);
  return () => view.removeEventListener('hashchange', mark);
}
