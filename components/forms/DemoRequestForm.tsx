import { privacyNotice } from '@/content/shared/legal';
import { CountryOptions } from './CountryOptions';
import { DeferredForm } from './DeferredForm';
import {
  demoRequestDefaults,
  DemoRequestFormView,
  type DemoRequestFormProps,
} from './DemoRequestFormView';
import { FormNotice } from './FormNotice';
import { staticLeadForm } from './LeadFormShell';

/**
 * Request for demo, also used as the service contact form (same fields; pass another `formId`).
 * A server component: the ~250 countries are rendered here as HTML and handed to the island.
 */
export function DemoRequestForm(props: DemoRequestFormProps) {
  const noticeId = `${props.idPrefix ?? 'demo'}-privacy`;
  const extras = { privacyHref: `#${noticeId}`, countryOptions: <CountryOptions /> };
  return (
    <div>
      <DeferredForm kind="demoRequest" props={{ ...props, ...extras }}>
        <DemoRequestFormView {...props} {...extras} form={staticLeadForm(demoRequestDefaults)} />
      </DeferredForm>
      <FormNotice id={noticeId} notice={privacyNotice} />
    </div>
  );
}
