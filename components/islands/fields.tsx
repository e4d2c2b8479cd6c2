'use client';
// Client component: a field reads its rule and its live error from the form island (Form.tsx).
// The server HTML carries the rule's native constraints and its messages; CSS shows those on a
// refused submit until the island takes over (globals.scss, `.native-error`).
import { useContext, type ReactNode } from 'react';
import type { Rule } from '@/lib/forms';
import { FormContext } from './Form';

type FieldProps = {
  name: string;
  /** Visible label; the rule's label by default. For a checkbox, the label beside it. */
  label?: ReactNode;
  hint?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
  /** A select's options (server-rendered; the placeholder option comes first). */
  children?: ReactNode;
};

const inputTypes: Partial<Record<Rule['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  password: 'password',
};

/** Label, control, hint and error text, wired together with aria-describedby. */
export function Field({
  name,
  label,
  hint,
  hideLabel,
  className,
  autoComplete,
  placeholder,
  rows = 4,
  children,
}: FieldProps) {
  const { rules, errors, idPrefix, portal, consentField } = useContext(FormContext);
  const rule = rules[name] as Rule;
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const optIn = name === consentField;
  const common = {
    id,
    // A field that is never sent has no name, so a native post leaves it out too. The opt-in box
    // is the lead's consent: ticked, a native post sends `consent=true`, as the JSON lead does.
    name: optIn ? 'consent' : rule.send === false && !portal ? undefined : name,
    required: rule.required,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const mark = rule.required ? (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  const text = { placeholder, maxLength: rule.maxLength };
  const control =
    rule.kind === 'select' ? (
      <select {...common} className="form-select" autoComplete={autoComplete} defaultValue="">
        <option value="" disabled>
          {placeholder}
        </option>
        {children}
      </select>
    ) : rule.kind === 'textarea' ? (
      <textarea {...common} {...text} className="form-control form-textarea" rows={rows} />
    ) : rule.kind === 'checkbox' ? (
      <input
        {...common}
        type="checkbox"
        className="form-check-input"
        value={optIn ? 'true' : undefined}
      />
    ) : (
      <input
        {...common}
        {...text}
        // Web addresses are checked by the pattern, so "www.bank.in" works without https://.
        type={inputTypes[rule.kind] ?? 'text'}
        inputMode={rule.kind === 'url' ? 'url' : undefined}
        className="form-control"
        autoComplete={autoComplete}
        minLength={rule.minLength}
        pattern={rule.pattern}
      />
    );
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      {rule.kind === 'checkbox' ? (
        <div className="form-check">
          {control}
          <label htmlFor={id} className="form-check-label">
            {label}
            {mark}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
            {label ?? rule.label}
            {hideLabel ? null : mark}
          </label>
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className="form-text">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : (
        <NativeError rule={rule} twoWay={Boolean(placeholder) && rule.kind !== 'select'} />
      )}
    </div>
  );
}

/**
 * The rule's messages for the browser-validated form, hidden until a refused submit marks the
 * control `:user-invalid`. Not linked to the control: the browser's own bubble announces, and a
 * hidden description would be read while the field is valid. With a placeholder, CSS tells an
 * empty field (`:placeholder-shown`) from a malformed one.
 */
function NativeError({ rule, twoWay }: { rule: Rule; twoWay: boolean }) {
  const empty = rule.requiredMessage;
  const filled = rule.patternMessage;
  if (!empty && !filled) return null;
  return (
    <p className="field-error native-error">
      {empty && filled && twoWay ? (
        <>
          <span className="when-empty">{empty}</span>
          <span className="when-filled">{filled}</span>
        </>
      ) : (
        (empty ?? filled)
      )}
    </p>
  );
}
