// Values, errors and focus handling shared by every form: lead forms and the portal hand-off forms.
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { validateForm, type FormErrors, type FormSchema, type FormValues } from '@/app/_lib/forms';

const noSubscription = () => () => undefined;

export function useFormState<S extends FormSchema>(schema: S, initialValues: FormValues<S>) {
  const [values, setValues] = useState<FormValues<S>>(initialValues);
  const [errors, setErrors] = useState<FormErrors<S>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // False in the server HTML, true once hydrated: until then the browser's own validation guards the form.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const setValue = useCallback(<K extends keyof S>(name: K, value: FormValues<S>[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const focusField = useCallback((name: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  }, []);

  /** Shows every error next to its field and focuses the first; true when the form is valid. */
  const validate = (): boolean => {
    const nextErrors = validateForm(schema, values);
    setErrors(nextErrors);
    const firstInvalid = Object.keys(schema).find((name) => nextErrors[name]);
    if (firstInvalid) focusField(firstInvalid);
    return !firstInvalid;
  };

  return { values, errors, setErrors, setValue, focusField, validate, formRef, enhanced };
}

export type FormState<S extends FormSchema> = ReturnType<typeof useFormState<S>>;
