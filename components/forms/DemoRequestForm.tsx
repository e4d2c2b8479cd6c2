import { privacyNotice } from '@/content/shared/legal';
import { CountryOptions } from './CountryOptions';
import type { DemoRequestFormProps } from './DemoRequestFormIsland';
import { DemoRequestFormLazy } from './lazy';
import { FormNotice } from './FormNotice';

/**
 * Request for demo, also used as the service contact form (same fields; pass another `formId`).
 * A server component: the ~250 countries are rendered here as HTML and handed to the island.
 */
export function DemoRequestForm(props: DemoRequestFormProps) {
  const noticeId = `${props.idPrefix ?? 'demo'}-privacy`;
  return (
    <div>
      <DemoRequestFormLazy
        {...props}
        privacyHref={`#${noticeId}`}
        countryOptions={<CountryOptions />}
      />
      <FormNotice id={noticeId} notice={privacyNotice} />
    </div>
  );
}
