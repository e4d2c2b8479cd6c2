// The state a portal form's markup (sign-in, password reset) is rendered from: the island's live
// state from usePortalForm, or on the server the initial state below.
import type { FormSchema, FormValues } from '@/app/_lib/forms';
import { portalUrl } from '@/app/_lib/site';
import type { FormView } from './LeadFormShell';

/** A portal form's view state: also where it posts and whether the notice shows. */
export type PortalFormView<S extends FormSchema> = FormView<S> & {
  /** The portal address the form posts to, or '' when none is configured. */
  action: string;
  notice: boolean;
  showNotice?: () => void;
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
