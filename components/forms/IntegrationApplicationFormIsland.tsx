'use client';
// Client island: the "Apply for Integration" form validates in the browser and posts to the lead endpoint.
import { integrationApplicationSchema } from '@/app/_lib/form-schemas';
import {
  integrationApplicationDefaults,
  IntegrationApplicationFormView,
  type IntegrationApplicationFormProps,
} from './IntegrationApplicationFormView';
import type { Handover } from './handover';
import { useLeadIsland } from './useHandover';

export function IntegrationApplicationFormIsland({
  formId = 'integration-application',
  handover,
  ...props
}: IntegrationApplicationFormProps & { handover?: Handover }) {
  const state = useLeadIsland({
    formId,
    schema: integrationApplicationSchema,
    defaults: integrationApplicationDefaults,
    handover,
  });
  return <IntegrationApplicationFormView {...props} {...state} />;
}
