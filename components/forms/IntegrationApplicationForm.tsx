import type { IntegrationApplicationFormProps } from './IntegrationApplicationFormIsland';
import { IntegrationApplicationFormLazy } from './lazy';

/** "Apply for Integration": name, email, company and a description. */
export function IntegrationApplicationForm(props: IntegrationApplicationFormProps) {
  return <IntegrationApplicationFormLazy {...props} />;
}
