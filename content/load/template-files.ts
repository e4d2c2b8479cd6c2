// Reads the words of a family of generated pages (content/templates/<name>.yml) and parses them
// with the family's schema (content/schema/templates.ts): a missing, mistyped or unknown field, an
// unknown placeholder or company fact fails the build naming the file and the field.
import { templates, type Template, type TemplateName } from '../schema/templates';
import { loadDataFile } from './data-file';
import { contentResolver } from './resolver';

export function loadTemplate<N extends TemplateName>(name: N): Template<N> {
  const { label, schema } = templates[name];
  return loadDataFile(
    `content/templates/${name}.yml`,
    schema,
    `${label.toLowerCase()} template`,
    contentResolver,
  ) as Template<N>;
}
