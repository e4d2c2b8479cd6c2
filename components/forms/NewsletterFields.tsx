import type { ChangeEvent } from 'react';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';

type NewsletterFieldsProps = {
  inputId: string;
  buttonLabel: string;
  pending?: boolean;
  error?: string;
  /** Controlled value (the working form) or undefined (the pre-load shell keeps its own). */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The honeypot's value when a bot filled it before the working form took over. */
  trap?: string;
};

/** The newsletter form's fields, shared by the server HTML and the working form. */
export function NewsletterFields({
  inputId,
  buttonLabel,
  pending = false,
  error,
  value,
  onChange,
  trap,
}: NewsletterFieldsProps) {
  return (
    <>
      <div className="newsletter-row">
        <FormField id={inputId} label="Email address" hideLabel error={error} required>
          {(describedBy) => (
            <input
              id={inputId}
              name="email"
              type="email"
              className="form-control"
              placeholder="Enter your email"
              autoComplete="email"
              required
              maxLength={254}
              value={value}
              onChange={onChange}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Please wait...' : buttonLabel}
        </button>
      </div>
      <Honeypot idPrefix={inputId} value={trap} />
    </>
  );
}
