// A page file's parse in a test: the build's own check (parseContent with the page schema) over a
// fixture page made of `sections`, as content/generated/load.ts runs it over a real file.
import { parseContent } from '@/content/schema/check';
import { pageSchema } from '@/content/schema/page';

/** The error parsing a page made of `sections`, or '' when it parses. */
export function pageError(sections: unknown[]): string {
  try {
    parseContent(
      pageSchema,
      { meta: { title: 'Fixture', description: 'A fixture page.' }, sections },
      'content/pages/fixture.yml',
      'page',
    );
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}
