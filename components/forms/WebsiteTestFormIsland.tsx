'use client';
// Client island: the "Test your Website" form validates in the browser and posts to the lead endpoint.
import { websiteTestSchema } from '@/app/_lib/form-schemas';
import {
  websiteTestDefaults,
  WebsiteTestFormView,
  type WebsiteTestFormProps,
} from './WebsiteTestFormView';
import type { Handover } from './handover';
import { HONEYPOT_NAME } from './Honeypot';
import { handedValues, useHandover } from './useHandover';
import { useLeadForm } from './useLeadForm';

export function WebsiteTestFormIsland({
  formId = 'website-test',
  handover,
  ...props
}: WebsiteTestFormProps & { handover?: Handover }) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: websiteTestSchema,
    initialValues: handedValues(websiteTestDefaults, handover),
  });
  useHandover(formRef, handover);
  return (
    <WebsiteTestFormView
      {...props}
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      trap={handover?.values[HONEYPOT_NAME] as string | undefined}
    />
  );
}
