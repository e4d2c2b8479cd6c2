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
import { useLeadIsland } from './useHandover';

export function DemoRequestFormIsland({
  formId = 'demo-request',
  handover,
  ...props
}: DemoRequestFormProps & DemoRequestExtras & { handover?: Handover }) {
  const state = useLeadIsland({
    formId,
    schema: demoRequestSchema,
    defaults: demoRequestDefaults,
    consentField: 'marketingOptIn',
    handover,
  });
  return <DemoRequestFormView {...props} {...state} />;
}
