// Reads the files pages are made of and parses them at build (and in jest): a page file
// (content/pages/<name>.yml) with pageFileSchema, a template (content/templates/<name>.yml) with
// its schema. Shared keys resolve to their items; a missing, mistyped or unknown field (or an
// unknown placeholder) fails the build naming the file and the field.
import type { PageContent } from '../types';
import { pageFileSchema } from '../schema/page';
import { templates, type Template, type TemplateName } from '../schema/templates';
import { loadDataFile } from '../shared/load';
import { fillPage, type PageFile } from './sections';

/** A page file as written, `./pages/<name>.yml` (from content/), its file forms not yet filled. */
export function loadPageFile(file: `./pages/${string}.yml`): PageFile {
  return loadDataFile(`content/${file.slice(2)}`, pageFileSchema, 'page');
}

/** The content of `file`, written as the route map writes it: `./pages/<name>.yml` (from content/). */
export function loadPage(file: `./pages/${string}.yml`): PageContent {
  return fillPage(loadPageFile(file));
}

/** The words of a family of generated pages: content/templates/<name>.yml. */
export function loadTemplate<N extends TemplateName>(name: N): Template<N> {
  const { label, schema } = templates[name];
  return loadDataFile(
    `content/templates/${name}.yml`,
    schema,
    `${label.toLowerCase()} template`,
  ) as Template<N>;
}
