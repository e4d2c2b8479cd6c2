import type { Cta } from '@/content/types';
import { SmartLink } from './SmartLink';

type CtaButtonsProps = {
  primary: Cta;
  secondary?: Cta;
  /** On dark backgrounds the buttons are light. */
  dark?: boolean;
};

/** A section's main call to action and optional second one, as large buttons. */
export function CtaButtons({ primary, secondary, dark = false }: CtaButtonsProps) {
  return (
    <>
      <SmartLink href={primary.href} className={`btn btn-lg ${dark ? 'btn-light' : 'btn-primary'}`}>
        {primary.label}
      </SmartLink>
      {secondary ? (
        <SmartLink
          href={secondary.href}
          className={`btn btn-lg ${dark ? 'btn-outline-light' : 'btn-outline-primary'}`}
        >
          {secondary.label}
        </SmartLink>
      ) : null}
    </>
  );
}
