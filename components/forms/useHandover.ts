// The island's side of the hand-over (see handover.ts): start from what was typed, and submit if
// the visitor already pressed submit (DeferredForm puts the focus and caret back).
import { useEffect, type RefObject } from 'react';
import type { FormSchema, FormValues } from '@/app/_lib/forms';
import type { Handover } from './handover';
import { HONEYPOT_NAME } from './Honeypot';
import type { LeadViewState } from './LeadFormShell';
import { useLeadForm } from './useLeadForm';

/** The form's initial values with what was typed into the server-rendered fields. */
export function handedValues<S extends FormSchema>(
  initial: FormValues<S>,
  handover: Handover | undefined,
): FormValues<S> {
  if (!handover) return initial;
  const values = { ...initial };
  for (const name of Object.keys(initial) as (keyof S & string)[]) {
    const typed = handover.values[name];
    if (typeof typed === typeof initial[name]) values[name] = typed as FormValues<S>[typeof name];
  }
  return values;
}

/** Submits once on mount if the visitor pressed submit before the code arrived. */
export function useHandover(
  formRef: RefObject<HTMLFormElement | null>,
  handover: Handover | undefined,
) {
  useEffect(() => {
    if (handover?.submit) formRef.current?.requestSubmit();
  }, [formRef, handover]);
}

/** A lead form island's state, started from the hand-over: what its view needs. */
export function useLeadIsland<S extends FormSchema>({
  formId,
  schema,
  defaults,
  consentField,
  handover,
}: {
  formId: string;
  schema: S;
  defaults: FormValues<S>;
  consentField?: keyof S & string;
  handover: Handover | undefined;
}): LeadViewState<S> {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema,
    consentField,
    initialValues: handedValues(defaults, handover),
  });
  useHandover(formRef, handover);
  const trap = handover?.values[HONEYPOT_NAME];
  return { form, formRef, statusRef, trap: typeof trap === 'string' ? trap : undefined };
}
