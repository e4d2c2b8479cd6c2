/**
 * @jest-environment node
 */
// No module reads a file when it is imported: the loaders (content/load/), the pages built from
// the collections (content/generated/), the route map and the other modules of content/, and lib/
// read the content when a function is first called (content/load/content-source.ts), so a test or
// a script that sets CONTENT_ROOT, CONTENT_NOW or INCLUDE_SCHEDULED before calling gets that
// content without reloading modules. Each module is imported in a fresh process with `fs` stubbed
// (tests/unit/fs-probe.ts): any call is recorded, and throws.
import { importProblems, moduleFiles } from './fs-probe-run';

const modules = [
  ...moduleFiles('content/load'),
  ...moduleFiles('content/generated'),
  'content/routes.ts',
  'content/navigation.ts',
  'content/redirects.ts',
  'components/editor/config/collections.ts',
  ...moduleFiles('lib'),
];

it('imports every loader, generated page, the route map and lib/, fs stubbed, reading nothing', () => {
  expect(modules).toEqual(
    expect.arrayContaining([
      'content/load/company-facts.ts',
      'content/load/news-posts.ts',
      'content/load/content.ts',
      'content/generated/news-pages.ts',
      'lib/from-content/seo.ts',
    ]),
  );
  const results = importProblems(modules);
  expect(results.map(({ module }) => module)).toEqual(modules);
  for (const result of results) expect(result).toEqual({ module: result.module, problems: [] });
});
