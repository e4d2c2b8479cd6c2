// Two of Decap's widgets with what this site adds to them (components/editor/admin.tsx registers
// them over Decap's own, same name, same schema):
// - the image field's thumbnail finds the file in the media library: a field holds `/media/x.jpg`,
//   which Decap takes for an address of the site (its isAbsolutePath: a leading `/`) and asks the
//   site for; the site never serves content/media/ (the build publishes variants in /_img/), so the
//   thumbnail was a 404 in every browser. Asked by its repository path (`content/media/x.jpg`) it
//   comes from the backend, or from the upload itself before Save.
// - the "Publish at" field marks the editor's page while it holds a time still to come: Decap's
//   "View Live" link would lead to a page the site does not have yet, so the editor's stylesheet
//   (components/editor/editor.css) shows when it goes live instead.
import { createElement, forwardRef, useEffect, useMemo, type ComponentType, type Ref } from 'react';
import { instantOf, momentIn, wallTimeProblem } from '@/lib/zoned-time';

/** Where the editor keeps uploads and how fields name them (its config's media settings). */
export const media = { folder: 'content/media', publicFolder: '/media' };

/** Sets the editor's media settings (components/editor/admin.tsx, from the config the build wrote). */
export function setMediaSettings(settings: typeof media) {
  Object.assign(media, settings);
}

/**
 * A field's value (`/media/photo.jpg`) as the file of the media library it names
 * (`content/media/photo.jpg`): Decap takes a value starting with `/` for a URL of the site, and
 * only a repository path finds an upload not yet saved, or a file of the repository.
 */
export function mediaFilePath(src: string) {
  const prefix = `${media.publicFolder}/`;
  return src.startsWith(prefix) ? `${media.folder}/${src.slice(prefix.length)}` : src;
}

/** Decap's props for a widget's control (only what is used here). */
type ControlProps = {
  value?: unknown;
  field: { get(key: string): unknown };
  getAsset: (path: string, field: unknown) => unknown;
  isLoadingAsset?: boolean;
};

/** Decap's widget registry (only what is used here). */
export type WidgetRegistry = {
  getWidget(name: string): { control: ComponentType<never>; preview?: unknown; schema?: unknown };
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
};

/**
 * The image control asking Decap for each file by its repository path. Its thumbnail asks once per
 * value (decap-cms-widget-file's Image): a file still loading is asked again when it has loaded
 * (`isLoadingAsset` changes the function). The ref reaches Decap's control (its `isValid`).
 */
export function withRepositoryAssets(Control: ComponentType<never>) {
  const Wrapped = forwardRef(function RepositoryAssetControl(
    props: ControlProps,
    ref: Ref<unknown>,
  ) {
    const { getAsset, isLoadingAsset } = props;
    const byPath = useMemo(
      () => (value: string, field: unknown) =>
        getAsset(typeof value === 'string' ? mediaFilePath(value) : value, field),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again once a file has loaded
      [getAsset, isLoadingAsset],
    );
    return createElement(Control, { ...props, getAsset: byPath, ref } as never);
  });
  return Wrapped;
}

/** The attribute and property the editor's page carries while "Publish at" holds a later time. */
export const scheduledAttribute = 'data-editor-scheduled';
export const scheduledProperty = '--editor-scheduled';

/** When an entry with `publishAt` goes live, as the site states it, if that is after `now`. */
export function scheduledLabel(
  publishAt: unknown,
  timeZone: string,
  now: Date = new Date(),
): string | undefined {
  if (typeof publishAt !== 'string' || !publishAt.trim() || wallTimeProblem(publishAt.trim()))
    return undefined;
  const value = publishAt.trim();
  if (instantOf(value, timeZone).getTime() <= now.getTime()) return undefined;
  return momentIn(value, timeZone).label;
}

/** Marks `root` (the editor's <html>) with when the entry goes live, or clears the mark. */
export function markScheduled(root: HTMLElement, label: string | undefined) {
  if (label) {
    root.setAttribute(scheduledAttribute, label);
    root.style.setProperty(scheduledProperty, JSON.stringify(`Goes live ${label}`));
  } else {
    root.removeAttribute(scheduledAttribute);
    root.style.removeProperty(scheduledProperty);
  }
}

/** The datetime control; for "Publish at", marking the page while it holds a time to come. */
export function withScheduleMark(Control: ComponentType<never>, timeZone: string) {
  return forwardRef(function ScheduledControl(props: ControlProps, ref: Ref<unknown>) {
    const publishAt = props.field.get('name') === 'publishAt';
    const label = publishAt ? scheduledLabel(props.value, timeZone) : undefined;
    useEffect(() => {
      if (!publishAt) return;
      const root = document.documentElement;
      markScheduled(root, label);
      return () => markScheduled(root, undefined);
    }, [publishAt, label]);
    return createElement(Control, { ...props, ref } as never);
  });
}

/** Registers the image and datetime widgets over Decap's own, with what this site adds. */
export function registerEditorWidgets(cms: WidgetRegistry, timeZone: string) {
  const image = cms.getWidget('image');
  cms.registerWidget('image', withRepositoryAssets(image.control), image.preview, image.schema);
  const datetime = cms.getWidget('datetime');
  cms.registerWidget(
    'datetime',
    withScheduleMark(datetime.control, timeZone),
    datetime.preview,
    datetime.schema,
  );
}
