// The newsletter form on every page: server HTML that works at once, its validation and
// submission code fetched when the visitor reaches for it (see DeferredForm).
import { DeferredForm } from './DeferredForm';
import { NewsletterFields } from './NewsletterFields';
import type { NewsletterFormProps } from './NewsletterForm';

export function NewsletterSignup(props: NewsletterFormProps) {
  return (
    <DeferredForm kind="newsletter" props={props}>
      <form className={`newsletter-form ${props.tone ?? 'light'}`} method="post">
        <NewsletterFields
          inputId={`${props.idPrefix}-email`}
          buttonLabel={props.buttonLabel ?? 'Subscribe'}
        />
      </form>
    </DeferredForm>
  );
}
