/** @jest-environment jsdom */
// What marketers met in the content editor (issue 54, item 6), each at its cause: an upload's shape
// in the preview, the form's thumbnail of a chosen photo, `npm run cms` on a fresh clone, /admin/
// under the dev server, "Changes saved" on a blank new entry, "View Live" on a scheduled post,
// Decap's buttons over the preview's bar, and WebKit's empty date pickers. The editor's page, its
// stylesheet and scripts: tests/unit/editor-stylesheet.test.ts; in Decap's own UI:
// tests/e2e/cms-defects.spec.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, Component, createElement, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { previewData } from '@/scripts/editor-preview-data';
import { previewContext, uploadShape } from '@/components/editor/preview-context';
import { itemPreview } from '@/components/editor/item-previews';
import { pageMarkup } from '@/components/editor/EntryPreview';
import type { PreviewData } from '@/components/editor/preview-data';
import {
  markScheduled,
  mediaFilePath,
  registerEditorWidgets,
  scheduledLabel,
  withRepositoryAssets,
  withScheduleMark,
} from '@/components/editor/editor-widgets';
import { isNewEntryRoute, markNewEntry } from '@/components/editor/new-entry';
import { readFrontMatter } from '@/content/load/markdown-collection';
import { imageSlots } from '@/content/catalog/image-slots';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';

const root = process.cwd();
const stylesheet = readFileSync(path.join(root, 'components/editor/editor.css'), 'utf8');
/** The stylesheet's rules, comments aside, as one line each. */
const rules = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');

describe('an upload in the preview has its slot’s shape (1)', () => {
  const data = JSON.parse(JSON.stringify(previewData())) as PreviewData;

  it('a news cover not built yet shows 16:9, as the page crops it', () => {
    expect(imageSlots.newsCover.aspect).toEqual([16, 9]);
    const slug = 'accessible-passbook-app';
    const file = path.join(root, 'content/news', `${slug}.md`);
    const { data: front, content } = readFrontMatter(file, file);
    const context = previewContext(data, { assetUrl: () => 'blob:http://localhost/photo' });
    const entry = itemPreview(
      'news',
      {
        ...front,
        image: '/media/phone-photo-4x3.jpg',
        imageAlt: 'A member reads her balance',
        imageFocus: 'top',
        body: content,
      },
      slug,
      data,
      context,
    );
    expect(entry.issues).toEqual([]);
    const html = pageMarkup(entry, context.company);
    const img = /<img[^>]*src="blob:http:\/\/localhost\/photo"[^>]*>/.exec(html)?.[0];
    expect(img).toBeDefined();
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    // The file's own shape (height: auto) would win over the attributes once it loads.
    expect(img).toContain('aspect-ratio:1600 / 900');
    expect(img).toContain('data-slot="newsCover"');
    expect(context.uploads).toEqual(new Set(['/media/phone-photo-4x3.jpg']));
  });

  it('every slot with a shape gives an upload that shape; a logo keeps its own', () => {
    expect(uploadShape('avatar')).toEqual({ width: 100, height: 100 });
    expect(uploadShape('hero')).toEqual({ width: 400, height: 300 });
    const context = previewContext(data);
    const logo = context.images({ src: '/media/new-logo.png', alt: 'Bank' }, 'logo');
    expect(logo.sources).toBeUndefined();
    const cover = context.images({ src: '/media/new.jpg', alt: 'x' }, 'newsCover');
    expect(cover.sources).toEqual([]);
  });
});

describe('the form’s thumbnail of a chosen photo (2)', () => {
  it('asks Decap for the file by its repository path, not as an address of the site', () => {
    expect(mediaFilePath('/media/photo.jpg')).toBe('content/media/photo.jpg');
    expect(mediaFilePath('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    const asked: string[] = [];
    let thumbnail: ((value: string, field: unknown) => unknown) | undefined;
    class Control extends Component<{ getAsset: (value: string, field: unknown) => unknown }> {
      isValid() {
        return true;
      }
      override render() {
        thumbnail = this.props.getAsset;
        return null;
      }
    }
    const Wrapped = withRepositoryAssets(Control as never);
    const ref = createRef<Control>();
    const container = document.createElement('div');
    act(() =>
      createRoot(container).render(
        createElement(Wrapped as never, {
          ref,
          field: new Map(),
          getAsset: (value: string) => asked.push(value),
          isLoadingAsset: false,
        }),
      ),
    );
    thumbnail!('/media/photo.jpg', undefined);
    expect(asked).toEqual(['content/media/photo.jpg']);
    // Decap's Widget reaches the control itself (its isValid) through the ref.
    expect(ref.current?.isValid()).toBe(true);
  });

  it('replaces Decap’s image and datetime widgets, keeping their previews and schemas', () => {
    const widgets: Record<string, { control: unknown; preview: unknown; schema: unknown }> = {
      image: { control: () => null, preview: 'image preview', schema: { image: 1 } },
      datetime: { control: () => null, preview: 'datetime preview', schema: { datetime: 1 } },
    };
    const registered: [string, unknown, unknown, unknown][] = [];
    registerEditorWidgets(
      {
        getWidget: (name) => widgets[name] as never,
        registerWidget: (name, control, preview, schema) =>
          registered.push([name, control, preview, schema]),
      },
      'Asia/Kolkata',
    );
    expect(registered.map(([name, , preview, schema]) => [name, preview, schema])).toEqual([
      ['image', 'image preview', { image: 1 }],
      ['datetime', 'datetime preview', { datetime: 1 }],
    ]);
  });
});

describe('a blank new entry is not "Changes saved" (5)', () => {
  it('knows Decap’s route of a new entry', () => {
    expect(isNewEntryRoute('#/collections/news/new')).toBe(true);
    expect(isNewEntryRoute('#/collections/news/new?duplicate=true')).toBe(true);
    expect(isNewEntryRoute('#/collections/news/entries/new')).toBe(false);
    expect(isNewEntryRoute('#/collections/news/entries/a-post')).toBe(false);
    expect(isNewEntryRoute('#/collections/news')).toBe(false);
  });

  it('marks the page while the route is a new entry, and the sheet hides the badge then', () => {
    window.location.hash = '#/collections/news/new';
    const stop = markNewEntry(window);
    expect(document.documentElement.hasAttribute('data-editor-new-entry')).toBe(true);
    window.location.hash = '#/collections/news/entries/a-post';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.documentElement.hasAttribute('data-editor-new-entry')).toBe(false);
    stop();
    expect(rules).toContain(
      "html[data-editor-new-entry] [class*='-BackStatusUnchanged'] { display: none; }",
    );
  });
});

describe('"View Live" on a scheduled post (6)', () => {
  const now = new Date('2026-05-01T00:00:00Z');

  it('says when a later "Publish at" goes live, and nothing for one due or empty', () => {
    expect(scheduledLabel('2026-11-30 09:00', 'Asia/Kolkata', now)).toBe('30 Nov 2026, 09:00 IST');
    expect(scheduledLabel('2026-04-30 09:00', 'Asia/Kolkata', now)).toBeUndefined();
    expect(scheduledLabel('', 'Asia/Kolkata', now)).toBeUndefined();
    expect(scheduledLabel(undefined, 'Asia/Kolkata', now)).toBeUndefined();
    expect(scheduledLabel('soon', 'Asia/Kolkata', now)).toBeUndefined();
  });

  it('the "Publish at" control marks the page while it holds a later time', () => {
    const Control = () => null;
    const Wrapped = withScheduleMark(Control as never, 'Asia/Kolkata');
    const container = document.createElement('div');
    const reactRoot = createRoot(container);
    const field = (name: string) => ({ get: (key: string) => (key === 'name' ? name : undefined) });
    act(() =>
      reactRoot.render(
        createElement(Wrapped as never, { field: field('publishAt'), value: '2099-01-01 09:00' }),
      ),
    );
    const html = document.documentElement;
    expect(html.getAttribute('data-editor-scheduled')).toBe('1 Jan 2099, 09:00 IST');
    expect(html.style.getPropertyValue('--editor-scheduled')).toBe(
      '"Goes live 1 Jan 2099, 09:00 IST"',
    );
    act(() =>
      reactRoot.render(createElement(Wrapped as never, { field: field('publishAt'), value: '' })),
    );
    expect(html.hasAttribute('data-editor-scheduled')).toBe(false);
    // Another datetime field (an event's start) marks nothing.
    act(() =>
      reactRoot.render(
        createElement(Wrapped as never, { field: field('startsAt'), value: '2099-01-01 09:00' }),
      ),
    );
    expect(html.hasAttribute('data-editor-scheduled')).toBe(false);
    act(() => reactRoot.unmount());
    markScheduled(html, undefined);
  });

  it('the sheet hides "View Live" of a published entry only, and says when instead', () => {
    expect(rules).toContain(
      "html[data-editor-scheduled] [class*='-ToolbarContainer']:not(:has([class*='-StatusButton'])) a[class*='-PreviewLink'] { display: none; }",
    );
    expect(rules).toContain('content: var(--editor-scheduled);');
  });
});

// The rendered markup of the preview must not lose the site's own look for a built photo.
it('a built photo renders as before (a <picture>, no inline shape)', () => {
  const html = renderToStaticMarkup(
    <ResponsiveImage
      image={{
        src: '/_img/a.jpg',
        alt: 'a',
        width: 1600,
        height: 900,
        slot: 'newsCover',
        sizes: '100vw',
        sources: [{ type: 'image/webp', srcSet: '/_img/a.webp 800w' }],
      }}
    />,
  );
  expect(html).toContain('<picture');
  expect(html).not.toContain('aspect-ratio');
});
