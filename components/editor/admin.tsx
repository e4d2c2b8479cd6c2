// The content editor at /admin/: Decap CMS (decap-cms-app, on the site's own React) with the
// build's checks before Save (components/editor/editor-checks.ts) and a preview of every entry made by the site's
// own components (./previews.tsx). scripts/editor-bundle.ts bundles this module for the browser.
import CMS from 'decap-cms-app';
import {
  checkEntriesWith,
  registerEditorChecks,
  type Cms,
  type FieldLabels,
} from '@/components/editor/editor-checks';
import { saveCheck } from './save-check';
import { previewTemplate, setMediaSettings } from './previews';
import type { PreviewData } from './preview-data';
import { registerPublishStatus, type PublishStatusOptions } from './publish-panel';

/** What the build tells the editor: the checks' field labels, the names previews are looked up by. */
export type EditorOptions = {
  labels: FieldLabels;
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

type DecapCms = Cms &
  Parameters<typeof registerPublishStatus>[0] & {
    init(): void;
    registerPreviewStyle(href: string): void;
    registerPreviewTemplate(name: string, component: unknown): void;
  };

export async function startEditor(options: EditorOptions) {
  const cms = CMS as unknown as DecapCms;
  (window as unknown as { CMS: DecapCms }).CMS = cms;
  registerEditorChecks(cms, options.labels);
  setMediaSettings(options.media);
  registerPublishStatus(cms, options.publishStatus);
  cms.registerPreviewStyle(options.previewCss);
  try {
    const response = await fetch(options.previewData);
    if (!response.ok) throw new Error(`${options.previewData}: ${response.status}`);
    // The build writes `{ error }` when the content did not build (scripts/cms-assets.ts).
    const data = (await response.json()) as PreviewData | { error: string };
    if ('error' in data) throw new Error(data.error);
    // Save refuses what the build refuses, with the build's own entry check over this data.
    checkEntriesWith(saveCheck(data));
    const template = previewTemplate(data);
    for (const name of options.templateNames) cms.registerPreviewTemplate(name, template);
  } catch (error) {
    // Without its data the preview cannot be the page: the editor still edits and saves.
    console.error('The preview data did not load; Decap’s own preview is shown.', error);
  }
  cms.init();
}
