import type { ReactNode } from 'react';
import type { Tone } from '@/content/types';
import { SectionHeading } from './SectionHeading';

type SectionFrameProps = {
  /** Section id (anchor target); the heading gets `${id}-title` and labels the section. */
  id: string;
  tone: Tone;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  children: ReactNode;
};

/** The frame most sections share: a labelled <section> in its tone, a container and the heading. */
export function SectionFrame({
  id,
  tone,
  eyebrow,
  title,
  lead,
  align,
  children,
}: SectionFrameProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`section tone-${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          align={align}
          tone={tone === 'dark' ? 'dark' : 'light'}
        />
        {children}
      </div>
    </section>
  );
}
