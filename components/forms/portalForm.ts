// The state a portal form's markup (sign-in, password reset) is rendered from: the island's live
// state from usePortalForm, or on the server the initial state below.
import type { FormEvent } from 'react';
import type { FormErrors, FormSchema, FormValues } from '@/app/_lib/forms';
import { portalUrl } from '@/app/_lib/site';
import type { FormState } from './useFormState';

/** What a portal form's markup needs: the island's live state, or the server's initial state. */
export type PortalFormView<S extends FormSchema> = {
  values: FormValues<S>;
  errors: FormErrors<S>;
  setValue?: FormState<S>['setValue'];
  enhanced: boolean;
  pending: boolean;
  /** The portal address the form posts to, or '' when none is configured. */
  action: string;
  notice: boolean;
  showNotice?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** A portal form as the server renders it, before its island takes over. */
export function staticPortalForm<S extends FormSchema>(
  values: FormValues<S>,
  path: `/${string}`,
): PortalFormView<S> {
  return {
    values,
    errors: {},
    enhanced: false,
    pending: false,
    action: portalUrl(path),
    notice: false,
  };
}
