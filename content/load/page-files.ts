// Reads a page's data file (content/pages/<name>.yml) and parses it with pageFileSchema: shared keys
// resolve to their items (content/shared/<kind>/<key>.yml), and a missing, mistyped or unknown
// field fails the build naming the file and the field. Build time (and jest) only.
import type { PageContent } from '../types';
import { pageFileSchema } from '../schema/page';
import { loadDataFile } from './data-file';
import { contentResolver } from './resolver';

/** The content of `file`, written as the route map writes it: `./pages/<name>.yml` (from content/). */
export function loadPage(file: `./pages/${string}.yml`): PageContent {
  return loadDataFile(`content/${file.slice(2)}`, pageFileSchema, 'page', contentResolver);
}
