/**
 * A plain primary-button click. Islands that take over a link (tabs, lightboxes) act only on this;
 * Ctrl/Cmd/Shift/Alt or middle clicks keep the link's own behaviour (new tab, window, download).
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
