// When Save is refused, the form marks the fields it names: the deepest one along each problem's
// labels that the form shows (a field inside a collapsed block marks the block's list), outlined
// by the editor's stylesheet with its message beside its label (`data-refused`, shown by CSS, so
// no node is added to Decap's React tree), its control `aria-invalid`, and the first one scrolled
// into view and focused. A mark goes once its field is edited or the next Save is tried.
// Decap 3.16 labels each control `<label for=<control id>>Label<span> (optional)</span></label>`.
import type { EntryProblem } from '@/content/check/context';
import { stepsAlong, type FormField } from './form-labels';

/** The attribute the editor's stylesheet outlines (scripts/cms-assets.ts, editor.css). */
export const refusedAttribute = 'data-refused';

/** How a marked field looks: outlined, its message after its label (the editor page's own style). */
export const refusedFieldStyle = `[${refusedAttribute}] { outline: 3px solid #b42318; outline-offset: 4px; border-radius: 4px; }
[${refusedAttribute}] > label::after { content: " — " attr(${refusedAttribute}); color: #b42318; font-weight: 600; text-transform: none; }`;

/** A label's own words, without Decap's " (optional)". */
const labelText = (label: Element) =>
  (label.textContent ?? '').replace(/\s*\(optional\)\s*$/, '').trim();

/** The field's container: the element around its label and its control. */
const fieldOf = (label: HTMLLabelElement) => label.parentElement ?? label;

/**
 * The label of the deepest field along `labels` under `root`: each next label searched inside the
 * field found before it, so "Image › Alt text" finds the Alt text of that image.
 */
function deepestLabel(root: ParentNode, labels: string[]): HTMLLabelElement | undefined {
  let scope: ParentNode = root;
  let found: HTMLLabelElement | undefined;
  for (const label of labels) {
    const next = [...scope.querySelectorAll('label')].find(
      (each): each is HTMLLabelElement => labelText(each) === label,
    );
    if (!next) continue;
    found = next;
    scope = fieldOf(next);
  }
  return found;
}

/** Takes every mark off (the next Save is being tried). */
export function clearRefusedFields(root: ParentNode) {
  for (const marked of root.querySelectorAll(`[${refusedAttribute}]`)) {
    marked.removeAttribute(refusedAttribute);
    const control = marked.querySelector('[aria-invalid="true"][data-refused-control]');
    control?.removeAttribute('aria-invalid');
    control?.removeAttribute('data-refused-control');
  }
}

/**
 * Marks the fields `problems` name in the form under `root` (the entry's `fields`, its `data` for
 * the types of blocks); returns how many it marked.
 */
export function markRefusedFields(
  root: ParentNode,
  problems: EntryProblem[],
  fields: FormField[],
  data: unknown,
): number {
  clearRefusedFields(root);
  let first: HTMLElement | undefined;
  let count = 0;
  for (const { path, message } of problems) {
    const where = path.split(' ')[0] ?? '';
    if (where.startsWith('(')) continue;
    const labels = stepsAlong(fields, data, where).map((step) => step.label);
    const label = deepestLabel(root, labels);
    if (!label) continue;
    const field = fieldOf(label);
    const said = field.getAttribute(refusedAttribute);
    field.setAttribute(refusedAttribute, said ? `${said}; ${message}` : message);
    const control = label.htmlFor
      ? root.querySelector<HTMLElement>(`[id="${label.htmlFor}"]`)
      : null;
    if (control) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('data-refused-control', '');
    }
    // Edited: the mark goes (the next Save checks it again).
    field.addEventListener(
      'input',
      () => {
        field.removeAttribute(refusedAttribute);
        control?.removeAttribute('aria-invalid');
      },
      { once: true },
    );
    first ??= control ?? field;
    count += 1;
  }
  first?.scrollIntoView({ block: 'center' });
  first?.focus({ preventScroll: true });
  return count;
}
