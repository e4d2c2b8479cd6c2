/**
 * @jest-environment node
 */
// The editor's config (scripts/cms-assets.ts, before every build and `npm run cms`) comes from the
// schemas and the list of page files alone: writing it loads no collection (no Markdown rendered),
// parses no page and resolves nothing, so it is quick and works while a content file is broken.
// The modules it loads are listed by a fresh process (tests/unit/fs-probe.ts), fs stubbed there.
import { editorCollections } from '@/components/editor/config/collections';
import { modulesLoadedBy } from './fs-probe-run';

describe('the content editor’s config', () => {
  it('is written without reading a collection or parsing a page (scripts/cms-assets.ts)', () => {
    const loaded = modulesLoadedBy('components/editor/config/collections.ts');
    expect(loaded).toContain('content/load/page-list.ts');
    // images: the upload limit the image fields carry is content/catalog/'s, not the loader's.
    for (const name of ['markdown-collection', 'page-files', 'resolver', 'company-facts', 'images'])
      expect(loaded).not.toContain(`content/load/${name}.ts`);
    // The company's zone comes in as an argument (scripts/cms-assets.ts reads it).
    expect(editorCollections('Asia/Kolkata').length).toBeGreaterThan(5);
  });
});
