// The Google "G" from simple-icons (CC0 package; Google's brand guidelines apply to the mark),
// read on the server so the icon package never reaches the browser bundle.
import { siGoogle } from 'simple-icons';

export function GoogleMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      className="google-mark"
    >
      <path fill={`#${siGoogle.hex}`} d={siGoogle.path} />
    </svg>
  );
}
