import type { ReactNode, RefObject } from 'react';
import { site } from '@/content/site';

/** Shown when no customer portal is configured for this build: where to sign in instead. */
export function PortalNotice({
  noticeRef,
  title,
  text,
}: {
  noticeRef?: RefObject<HTMLDivElement | null>;
  title: string;
  text: string;
}) {
  return (
    <div ref={noticeRef} tabIndex={-1} role="status" className="form-confirmation portal-notice">
      <p className="form-confirmation-title">{title}</p>
      <p className="mb-0">
        {text} Email <a href={`mailto:${site.email.support}`}>{site.email.support}</a> and we will
        send you the address. What you typed is still in the form.
      </p>
    </div>
  );
}

/** "Connect with Google": a link to the portal's Google sign-in, or a button that explains where. */
export function GoogleButton({
  label,
  href,
  icon,
  onUnavailable,
}: {
  label: string;
  href: string;
  /** The Google mark, rendered on the server (see GoogleMark). */
  icon: ReactNode;
  /** Shows the notice; absent in the server HTML, where the press is handed to the island. */
  onUnavailable?: () => void;
}) {
  return href ? (
    <a href={href} className="btn btn-google">
      {icon}
      {label}
    </a>
  ) : (
    <button type="button" className="btn btn-google" data-action="google" onClick={onUnavailable}>
      {icon}
      {label}
    </button>
  );
}
