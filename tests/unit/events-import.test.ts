/**
 * @jest-environment node
 */
// The events' loader (content/load/described.ts) and descriptors (content/collections/) read no
// file when imported: with `fs` stubbed, importing them records no call. Their functions read on
// first use (tests/unit/events.test.ts changes CONTENT_ROOT and the clock between calls).
import { stubFileSystem } from './fs-stub';

const calls = stubFileSystem('imported module read a file');

it('importing the loader, the descriptors and schedule-dates reads no file', () => {
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded with fs stubbed */
    require('@/content/load/described');
    require('@/content/collections');
    require('@/content/load/schedule-dates');
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  expect(calls).toEqual([]);
});
