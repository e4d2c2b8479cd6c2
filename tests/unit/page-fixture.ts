// A page file's parse in a test: the build's own check (parseContent with the page schema and the
// content's resolver) over a fixture page made of `sections`, as content/load/page-files.ts runs it
// over a real file.
import { parseContent } from '@/content/schema/errors';
import { pageSchema } from '@/content/schema/page';
import { resolvingWith } from '@/content/schema/refs';
import { resolverIn } from '@/content/load/resolver';
import { currentSource } from '@/content/load/content-source';

/** The error parsing a page made of `sections`, or '' when it parses. */
export function pageError(sections: unknown[]): string {
  try {
    resolvingWith(resolverIn(currentSource()), () =>
      parseContent(
        pageSchema,
        { meta: { title: 'Fixture', description: 'A fixture page.' }, sections },
        'content/pages/fixture.yml',
        'page',
      ),
    );
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}
