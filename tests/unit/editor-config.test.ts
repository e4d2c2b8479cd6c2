/**
 * @jest-environment node
 */
// The editor's config (scripts/cms-assets.ts, before every build and `npm run cms`) comes from the
// schemas and the list of page files alone: writing it loads no collection (no Markdown rendered),
// parses no page and resolves nothing, so it is quick and works while a content file is broken.
import path from 'node:path';

const root = process.cwd();

describe('the content editor’s config', () => {
  it('is written without reading a collection or parsing a page (scripts/cms-assets.ts)', () => {
    const loaded: string[] = [];
    jest.isolateModules(() => {
      // images: the upload limit the image fields carry is content/catalog/'s, not the loader's.
      for (const name of [
        'markdown-collection',
        'page-files',
        'resolver',
        'company-facts',
        'images',
      ]) {
        jest.doMock(path.join(root, `content/load/${name}.ts`), () => {
          loaded.push(`content/load/${name}.ts`);
          return {};
        });
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { editorCollections } = require(path.join(root, 'content/editor-collections.ts')) as {
        editorCollections: (timeZone: string) => unknown[];
      };
      // The company's zone comes in as an argument (scripts/cms-assets.ts reads it).
      expect(editorCollections('Asia/Kolkata').length).toBeGreaterThan(5);
    });
    expect(loaded).toEqual([]);
  });
});
