// Parses content with its schema and fails the way the collections do (content/collections/load.ts):
// one ContentError naming the file and, per problem, the field's path.
import type { z } from 'zod';
import { ContentError } from '../collections/load';

/** The field paths and messages of a failed parse, one line each. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.') || '(file)';
      const unknown = issue.code === 'unrecognized_keys' ? ` ${issue.keys.join(', ')}` : '';
      return `  - "${field}"${unknown}: ${issue.message}`;
    })
    .join('\n');
}

/** `data` parsed by `schema`, or a ContentError: `<file>: does not match the <what> schema` + fields. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  what: string,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ContentError(
      `${file}: does not match the ${what} schema\n${describeIssues(result.error)}`,
    );
  }
  return result.data;
}
