// Controls bound to a form's state and schema: label, native constraints, autocomplete token,
// aria-invalid and the error text linked with aria-describedby. Rendered by the client form
// islands (controlled) and, without `setValue`, as plain server HTML the visitor can type into
// before the island's code arrives (uncontrolled: a controlled field without a handler is read-only).
import type { ReactNode } from 'react';
import type { FieldRule, FormSchema, FormValues } from '@/app/_lib/forms';
import { FormField } from './FormField';
import type { FormState } from './useFormState';

type Bound<S extends FormSchema> = {
  form: Pick<FormState<S>, 'values' | 'errors'> & { setValue?: FormState<S>['setValue'] };
  schema: S;
  name: keyof S & string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix: string;
  /** Visible label; the schema's label by default. */
  label?: string;
  hint?: string;
  hideLabel?: boolean;
  className?: string;
};

const inputTypes: Partial<Record<FieldRule['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  password: 'password',
};

const maxLengths: Partial<Record<FieldRule['kind'], number>> = { email: 254, textarea: 5000 };

/** Value and change handler for a live form; the initial value only, in server HTML. */
function binding<S extends FormSchema>(form: Bound<S>['form'], name: keyof S & string) {
  const { setValue } = form;
  if (!setValue) return { defaultValue: form.values[name] as string };
  return {
    value: form.values[name] as string,
    onChange: (event: { target: { value: string } }) =>
      setValue(name, event.target.value as FormValues<S>[typeof name]),
  };
}

function parts<S extends FormSchema>({ form, schema, name, idPrefix, label }: Bound<S>) {
  const rule = schema[name] as FieldRule;
  const error = form.errors[name];
  return {
    rule,
    id: `${idPrefix}-${name}`,
    label: label ?? rule.label,
    error,
    maxLength: rule.maxLength ?? maxLengths[rule.kind] ?? 200,
    invalid: error ? (true as const) : undefined,
  };
}

export function TextInput<S extends FormSchema>(
  props: Bound<S> & { autoComplete: string; placeholder?: string },
) {
  const { form, name, hint, hideLabel, className, autoComplete, placeholder } = props;
  const { rule, id, label, error, maxLength, invalid } = parts(props);
  return (
    <div className={className}>
      <FormField
        id={id}
        label={label}
        error={error}
        hint={hint}
        hideLabel={hideLabel}
        required={rule.required}
      >
        {(describedBy) => (
          <input
            id={id}
            name={name}
            // Web addresses are checked by the schema, so "www.bank.in" works without https://.
            type={inputTypes[rule.kind] ?? 'text'}
            inputMode={rule.kind === 'url' ? 'url' : undefined}
            className="form-control"
            autoComplete={autoComplete}
            placeholder={placeholder}
            required={rule.required}
            minLength={rule.minLength}
            maxLength={maxLength}
            {...binding(form, name)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
    </div>
  );
}

export function TextArea<S extends FormSchema>(
  props: Bound<S> & { placeholder?: string; rows?: number },
) {
  const { form, name, hint, className, placeholder, rows = 4 } = props;
  const { rule, id, label, error, maxLength, invalid } = parts(props);
  return (
    <div className={className}>
      <FormField id={id} label={label} error={error} hint={hint} required={rule.required}>
        {(describedBy) => (
          <textarea
            id={id}
            name={name}
            className="form-control form-textarea"
            placeholder={placeholder}
            required={rule.required}
            maxLength={maxLength}
            rows={rows}
            {...binding(form, name)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
    </div>
  );
}

export function SelectInput<S extends FormSchema>(
  props: Bound<S> & { autoComplete?: string; placeholder: string; children: ReactNode },
) {
  const { form, name, hint, className, autoComplete, placeholder, children } = props;
  const { rule, id, label, error, invalid } = parts(props);
  return (
    <div className={className}>
      <FormField id={id} label={label} error={error} hint={hint} required={rule.required}>
        {(describedBy) => (
          <select
            id={id}
            name={name}
            className="form-select"
            autoComplete={autoComplete}
            required={rule.required}
            {...binding(form, name)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <option value="" disabled>
              {placeholder}
            </option>
            {children}
          </select>
        )}
      </FormField>
    </div>
  );
}

/** A checkbox with its label beside it; `children` is the label (may contain a link). */
export function Checkbox<S extends FormSchema>(
  props: Omit<Bound<S>, 'label' | 'hideLabel'> & { children: ReactNode },
) {
  const { form, name, className, children } = props;
  const { rule, id, error, invalid } = parts(props);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <div className="form-check">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="form-check-input"
          required={rule.required}
          {...(form.setValue
            ? {
                checked: form.values[name] === true,
                onChange: (event: { target: { checked: boolean } }) =>
                  form.setValue?.(name, event.target.checked as FormValues<S>[typeof name]),
              }
            : { defaultChecked: form.values[name] === true })}
          aria-invalid={invalid}
          aria-describedby={errorId}
        />
        <label htmlFor={id} className="form-check-label">
          {children}
          {rule.required ? (
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The submit button: disabled with "Please wait..." while a request is in flight. */
export function SubmitButton({
  pending,
  label,
  className = 'btn btn-primary',
}: {
  pending: boolean;
  label: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? 'Please wait...' : label}
    </button>
  );
}
