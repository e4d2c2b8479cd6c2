import type { Cta } from '@/content/types';
import { CheckList } from './CheckList';
import { SmartLink } from './SmartLink';

type FeatureCopyProps = {
  paragraphs: string[];
  points?: string[];
  cta?: Cta;
  dark: boolean;
  /** The section's module: its `paragraph`, `points` and `check` classes. */
  classes: { readonly [name: string]: string };
};

/** A feature's paragraphs, its checklist and an optional link (image features, feature tabs). */
export function FeatureCopy({ paragraphs, points, cta, dark, classes }: FeatureCopyProps) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)} className={classes.paragraph}>
          {paragraph}
        </p>
      ))}
      <CheckList items={points} className={classes.points} checkClassName={classes.check} />
      {cta ? (
        <SmartLink href={cta.href} className={`btn ${dark ? 'btn-light' : 'btn-primary'} mt-3`}>
          {cta.label}
        </SmartLink>
      ) : null}
    </>
  );
}
