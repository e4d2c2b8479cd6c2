'use client';
// Client island: the demo request form validates in the browser and posts to the lead endpoint.
import { demoRequestSchema } from '@/app/_lib/form-schemas';
import {
  demoRequestDefaults,
  DemoRequestFormView,
  type DemoRequestExtras,
  type DemoRequestFormProps,
} from './DemoRequestFormView';
import type { Handover } from './handover';
import { HONEYPOT_NAME } from './Honeypot';
import { handedValues, useHandover } from './useHandover';
import { useLeadForm } from './useLeadForm';

export function DemoRequestFormIsland({
  formId = 'demo-request',
  handover,
  ...props
}: DemoRequestFormProps & DemoRequestExtras & { handover?: Handover }) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: demoRequestSchema,
    consentField: 'marketingOptIn',
    initialValues: handedValues(demoRequestDefaults, handover),
  });
  useHandover(formRef, handover);
  return (
    <DemoRequestFormView
      {...props}
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      trap={handover?.values[HONEYPOT_NAME] as string | undefined}
    />
  );
}
