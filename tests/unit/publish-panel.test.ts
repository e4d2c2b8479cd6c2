/**
 * @jest-environment jsdom
 */
// The panels after Publish (components/editor/publish-panel.ts) stay out of the editor's way: at
// most `panelsKept` at once (publishing another drops the oldest and stops its polling), in a
// corner box that scrolls beyond a third of the window instead of growing over Decap's controls.
import { panel, panelsKept } from '@/components/editor/publish-panel';

it('keeps the newest panels only, the oldest stopped, in a box that never grows past a third of the window', () => {
  const views = Array.from({ length: panelsKept + 2 }, (_, i) => panel(`Post ${i + 1}`));
  const box = document.getElementById('publish-status')!;
  const items = box.querySelectorAll('.publish-status-item');
  expect(items).toHaveLength(panelsKept);
  expect(items[items.length - 1]).toHaveTextContent(`“Post ${panelsKept + 2}” published`);
  expect(views.slice(0, 2).every((view) => view.stopped)).toBe(true);
  expect(views.slice(2).some((view) => view.stopped)).toBe(false);
  expect(box.style.maxHeight).toBe('33vh');
  expect(box.style.overflowY).toBe('auto');
});
