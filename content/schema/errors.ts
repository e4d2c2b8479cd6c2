// How content fails the build: a ContentError whose message names the file and, per problem, the
// field's path. Pure: the loaders (content/load/) throw it, and so do the schemas' checks.
import type { z } from 'zod';

/** Thrown for a file the build cannot publish; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** What a value of zod's `expected` type is, in words. */
const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  object: 'a set of fields',
  array: 'a list',
  date: 'a date',
};

/** zod's own wording starts so (its English locale); a message a schema wrote is kept as it is. */
const zodWording =
  /^(Invalid input|Invalid option|Invalid string|Invalid|Too small|Too big|Unrecognized key)/;

/**
 * An issue's message in plain words, as a marketer reads it after the field's name ("is required",
 * "needs at least 2 items"): the schemas' own messages as written, zod's generic ones reworded. The
 * build's messages and the editor's (content/check/entry.ts problemsOf) both use it.
 */
export function plainMessage(issue: z.core.$ZodIssue): string {
  if (!zodWording.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type': {
      const received = /received (\w+)/.exec(issue.message)?.[1];
      if (received === 'undefined' || received === 'null') return 'is required';
      return `must be ${kinds[issue.expected] ?? issue.expected}`;
    }
    case 'too_small': {
      const least = Number(issue.minimum);
      if (issue.origin === 'string')
        return least <= 1 ? 'is required' : `needs at least ${least} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `needs at least ${least} item${least === 1 ? '' : 's'}`;
      return `must be at least ${least}`;
    }
    case 'too_big': {
      const most = Number(issue.maximum);
      if (issue.origin === 'string') return `is too long: at most ${most} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `has too many items: at most ${most}`;
      return `must be at most ${most}`;
    }
    case 'invalid_value':
      return issue.values.length <= 8
        ? `must be one of: ${issue.values.map(String).join(', ')}`
        : 'is not one of the choices';
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an email address';
      if (issue.format === 'url') return 'must be a web address (https://…)';
      return 'is not written in the expected form (see the hint under the field)';
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of this kind: remove ${issue.keys.length === 1 ? 'it' : 'them'}`;
    case 'invalid_union':
      return 'matches none of the allowed forms (see the hint under the field)';
    default:
      return issue.message;
  }
}

/** The field paths and messages of a failed parse, one line each. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.') || '(file)';
      const unknown = issue.code === 'unrecognized_keys' ? ` ${issue.keys.join(', ')}` : '';
      return `  - "${field}"${unknown}: ${plainMessage(issue)}`;
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
