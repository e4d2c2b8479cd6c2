// What a server-rendered form hands to its island when the island's code arrives: what was typed,
// which field had focus (and the caret), and whether the visitor already pressed submit or an
// action button. Read from the DOM at the moment of the swap, so nothing typed is lost.

export type Handover = {
  values: Record<string, string | boolean>;
  submit: boolean;
  /** `data-action` of a button pressed before the code arrived (e.g. "google"). */
  action?: string;
};

/** Which control had focus, by its place among the form's focusable elements, and its caret. */
export type FocusMark = { index: number; start: number | null; end: number | null };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (el: Element | null): el is Control =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement;

const focusable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
    (el) => el.tabIndex >= 0,
  );

/** Text-like controls have a caret; the others (email inputs, selects, checkboxes) throw or lack one. */
function caret(el: Element): { start: number | null; end: number | null } {
  try {
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      return { start: el.selectionStart, end: el.selectionEnd };
    }
  } catch {
    // no selection API on this input type
  }
  return { start: null, end: null };
}

export function readHandover(
  root: HTMLElement | null,
  queued: { submit: boolean; action?: string },
): { handover: Handover; focus?: FocusMark } {
  const values: Handover['values'] = {};
  for (const el of root?.querySelectorAll('input, textarea, select') ?? []) {
    if (!isControl(el) || !el.name) continue;
    values[el.name] =
      el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;
  }
  const active = document.activeElement;
  let focus: FocusMark | undefined;
  if (root && active && root.contains(active)) {
    const index = focusable(root).indexOf(active as HTMLElement);
    if (index >= 0) focus = { index, ...caret(active) };
  }
  return { handover: { values, submit: queued.submit, action: queued.action }, focus };
}

/** Puts the focus (and caret) back on the same place in the form that replaced the old one. */
export function restoreFocus(root: HTMLElement | null, focus: FocusMark | undefined) {
  if (!root || !focus) return;
  const target = focusable(root)[focus.index];
  if (!target) return;
  target.focus();
  if (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    focus.start !== null &&
    focus.end !== null
  ) {
    try {
      target.setSelectionRange(focus.start, focus.end);
    } catch {
      // not a text control
    }
  }
}
