import { DeferredForm } from './DeferredForm';
import { staticLeadForm } from './LeadFormShell';
import {
  websiteTestDefaults,
  WebsiteTestFormView,
  type WebsiteTestFormProps,
} from './WebsiteTestFormView';

/** "Test your Website": the website address and where to send the report. */
export function WebsiteTestForm(props: WebsiteTestFormProps) {
  return (
    <DeferredForm kind="websiteTest" props={props}>
      <WebsiteTestFormView {...props} form={staticLeadForm(websiteTestDefaults)} />
    </DeferredForm>
  );
}
