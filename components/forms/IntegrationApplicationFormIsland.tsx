'use client';
// Client island: the "Apply for Integration" form validates in the browser and posts to the lead endpoint.
import { integrationApplicationSchema } from '@/app/_lib/form-schemas';
import {
  integrationApplicationDefaults,
  IntegrationApplicationFormView,
  type IntegrationApplicationFormProps,
} from './IntegrationApplicationFormView';
import type { Handover } from './handover';
import { HONEYPOT_NAME } from './Honeypot';
import { handedValues, useHandover } from './useHandover';
import { useLeadForm } from './useLeadForm';

export function IntegrationApplicationFormIsland({
  formId = 'integration-application',
  handover,
  ...props
}: IntegrationApplicationFormProps & { handover?: Handover }) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: integrationApplicationSchema,
    initialValues: handedValues(integrationApplicationDefaults, handover),
  });
  useHandover(formRef, handover);
  return (
    <IntegrationApplicationFormView
      {...props}
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      trap={handover?.values[HONEYPOT_NAME] as string | undefined}
    />
  );
}
