import type { ReactNode } from 'react';
import type { Href } from '@/content/types';

type SmartLinkProps = { href: Href; className?: string; children: ReactNode };

/** Internal routes are plain links (full page loads, no router JS); web links open in a new tab safely; mail/tel stay plain. */
export function SmartLink({ href, className, children }: SmartLinkProps) {
  if (href.startsWith('/')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
