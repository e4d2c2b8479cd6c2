// Where the content lives. `CONTENT_ROOT` points the build (or a test) at another copy of
// content/, e.g. a temporary folder with one extra file.
import path from 'node:path';

export function contentRoot(): string {
  return process.env.CONTENT_ROOT ?? path.join(process.cwd(), 'content');
}
