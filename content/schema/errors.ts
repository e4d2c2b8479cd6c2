// How content fails the build: a ContentError whose message names the file and, per problem, the
// field's path. Pure: the loaders (content/load/) throw it, and so do the schemas' checks.
import type { z } from 'zod';

/** Thrown for a file the build cannot publish; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

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
