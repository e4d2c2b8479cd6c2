import { DeferredForm } from './DeferredForm';
import { staticLeadForm } from './LeadFormShell';
import {
  integrationApplicationDefaults,
  IntegrationApplicationFormView,
  type IntegrationApplicationFormProps,
} from './IntegrationApplicationFormView';

/** "Apply for Integration": name, email, company and a description. */
export function IntegrationApplicationForm(props: IntegrationApplicationFormProps) {
  return (
    <DeferredForm kind="integrationApplication" props={props}>
      <IntegrationApplicationFormView
        {...props}
        form={staticLeadForm(integrationApplicationDefaults)}
      />
    </DeferredForm>
  );
}
