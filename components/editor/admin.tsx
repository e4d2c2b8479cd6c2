// The content editor at /admin/: Decap CMS (decap-cms-app, on the site's own React) with the
// build's checks before Save (components/editor/editor-checks.ts) and a preview of every entry made by the site's
// own components (./previews.tsx). scripts/editor-bundle.ts bundles this module for the browser.
import CMS from 'decap-cms-app';
import {
  checkEntriesWith,
  labelFieldsWith,
  registerEditorChecks,
  whenRefused,
  type Cms,
} from '@/components/editor/editor-checks';
import type { FormFields } from './form-labels';
import { saveCheck } from './save-check';
import { markRefusedFields, refusedFieldStyle } from './refused-fields';
import { previewTemplate, setMediaSettings } from './previews';
import type { PreviewData } from './preview-data';
import { registerPublishStatus, type PublishStatusOptions } from './publish-panel';

/** What the build tells the editor: where the forms' labels are, the names previews are looked up by. */
export type EditorOptions = {
  /** Every field's label as the forms show it (field-labels.json), for Save's refusals. */
  fieldLabels: string;
  /** Every collection's name and every file collection's file names. */
  templateNames: string[];
  /** The site's CSS for the preview frame, and the preview data, under /admin/. */
  previewCss: string;
  previewData: string;
  /** The config's media_folder and public_folder: where uploads are kept, how fields name them. */
  media: { folder: string; publicFolder: string };
  /** Where the panel after Publish reads the host's word on the change (./publish-panel.ts). */
  publishStatus: PublishStatusOptions;
};

/** Decap's phrases for one language (decap-cms-locales), as nested objects. */
type Phrases = { [key: string]: string | Phrases };

type DecapCms = Cms &
  Parameters<typeof registerPublishStatus>[0] & {
    init(): void;
    registerPreviewStyle(href: string): void;
    registerPreviewTemplate(name: string, component: unknown): void;
    getLocale(name: string): Phrases | undefined;
    registerLocale(name: string, phrases: Phrases): void;
  };

/** A JSON file the build wrote under /admin/, or undefined (said in the console) when it did not load. */
async function loadJson<T>(url: string, what: string): Promise<T | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    console.error(`The ${what} did not load.`, error);
    return undefined;
  }
}

/**
 * Decap's English with the editor's own words where Decap speaks a developer's: a refused Save
 * says "Not saved:" and the reasons, not "Failed to persist entry".
 */
function plainPhrases(cms: DecapCms) {
  const en = cms.getLocale('en');
  const ui = en?.ui as Phrases | undefined;
  const toast = ui?.toast as Phrases | undefined;
  if (!en || !ui || !toast) return;
  cms.registerLocale('en', {
    ...en,
    ui: { ...ui, toast: { ...toast, onFailToPersist: 'Not saved: %{details}' } },
  });
}

export async function startEditor(options: EditorOptions) {
  const cms = CMS as unknown as DecapCms;
  (window as unknown as { CMS: DecapCms }).CMS = cms;
  registerEditorChecks(cms);
  // A refused Save marks the fields it names in the form (and a Save tried clears the marks).
  const style = document.createElement('style');
  style.textContent = refusedFieldStyle;
  document.head.append(style);
  whenRefused((problems, fields, data) => markRefusedFields(document, problems, fields, data));
  plainPhrases(cms);
  setMediaSettings(options.media);
  registerPublishStatus(cms, options.publishStatus);
  cms.registerPreviewStyle(options.previewCss);
  const [data, labels] = await Promise.all([
    loadJson<PreviewData | { error: string }>(options.previewData, 'preview data'),
    loadJson<FormFields>(options.fieldLabels, 'field labels'),
  ]);
  // A refusal names each field by the form's labels (without them, by its key).
  if (labels) labelFieldsWith(labels);
  // The build writes `{ error }` when the content did not build (scripts/cms-assets.ts): without
  // its data the preview cannot be the page, and Decap's own shows; the editor still edits and
  // saves (the file that mends the content, too).
  if (data && 'error' in data) console.error('The content did not build:', data.error);
  else if (data) {
    // Save refuses what the build refuses, with the build's own entry check over this data.
    checkEntriesWith(saveCheck(data));
    const template = previewTemplate(data);
    for (const name of options.templateNames) cms.registerPreviewTemplate(name, template);
  }
  cms.init();
}
