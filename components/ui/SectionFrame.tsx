import type { ReactNode } from 'react';
import type { Tone } from '@/content/types';
import { notSearched } from '@/lib/site-search';
import { SectionHeading } from './SectionHeading';

type FrameHeadingProps = {
  /** Section id (anchor target); the heading gets `${id}-title` and labels the section. */
  id: string;
  tone: Tone;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  /** Leave the section out of the site search's index (lib/site-search.ts `notSearched`). */
  unsearched?: boolean;
};

/** A labelled <section> in its tone, its heading's id and the heading itself. */
function frame({ id, tone, eyebrow, title, lead, align, unsearched }: FrameHeadingProps) {
  const headingId = `${id}-title`;
  return {
    sectionProps: {
      id,
      className: `section tone-${tone}`,
      'aria-labelledby': headingId,
      ...(unsearched ? notSearched : {}),
    },
    heading: (
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        align={align}
        tone={tone === 'dark' ? 'dark' : 'light'}
      />
    ),
  };
}

/** The frame most sections share: a labelled <section> in its tone, a container and the heading. */
export function SectionFrame({ children, ...props }: FrameHeadingProps & { children: ReactNode }) {
  const { sectionProps, heading } = frame(props);
  return (
    <section {...sectionProps}>
      <div className="container">
        {heading}
        {children}
      </div>
    </section>
  );
}

type SplitSectionProps = {
  /** The section's id, tone and heading (a section's own data will do). */
  section: FrameHeadingProps;
  /** The container's layout class (the section's own two-column grid). */
  className?: string;
  /** Class of the text column, if it has one. */
  textClassName?: string;
  /** Under the heading in the text column: copy, a checklist, calls to action. */
  text?: ReactNode;
  /** Beside the text column: the media (artwork, video, form) or the rest of the section. */
  children?: ReactNode;
};

/**
 * The split sections' frame (lead form, video promo, image feature, FAQ, app download, article):
 * the labelled section, and in its container a text column led by the start-aligned heading.
 */
export function SplitSection({
  section,
  className,
  textClassName,
  text,
  children,
}: SplitSectionProps) {
  const { sectionProps, heading } = frame({ align: 'start', ...section });
  return (
    <section {...sectionProps}>
      <div className={`container ${className}`}>
        <div className={textClassName}>
          {heading}
          {text}
        </div>
        {children}
      </div>
    </section>
  );
}
