// Reads the words of a family of generated pages (templates/<name>.yml of the content root) and
// parses them with the family's schema (content/schema/templates.ts), once per source, when first
// asked: a missing, mistyped or unknown field, an unknown placeholder or company fact fails the
// build naming the file and the field.
import { templates, type Template, type TemplateName } from '../schema/templates';
import { loadDataFile } from './data-file';
import { currentSource, type ContentSource } from './content-source';
import { resolverIn } from './resolver';

/** The words of template `name` in `source`. */
export function templateIn<N extends TemplateName>(source: ContentSource, name: N): Template<N> {
  return source.cached(`template:${name}`, () => {
    const { label, schema } = templates[name];
    return loadDataFile(
      source,
      source.full('templates', `${name}.yml`),
      schema,
      `${label.toLowerCase()} template`,
      resolverIn(source),
    ) as Template<N>;
  });
}

/** The words of template `name` in the current content. */
export function loadTemplate<N extends TemplateName>(name: N): Template<N> {
  return templateIn(currentSource(), name);
}
