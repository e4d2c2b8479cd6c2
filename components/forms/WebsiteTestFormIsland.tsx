'use client';
// Client island: the "Test your Website" form validates in the browser and posts to the lead endpoint.
import { websiteTestSchema } from '@/app/_lib/form-schemas';
import {
  websiteTestDefaults,
  WebsiteTestFormView,
  type WebsiteTestFormProps,
} from './WebsiteTestFormView';
import type { Handover } from './handover';
import { useLeadIsland } from './useHandover';

export function WebsiteTestFormIsland({
  formId = 'website-test',
  handover,
  ...props
}: WebsiteTestFormProps & { handover?: Handover }) {
  const state = useLeadIsland({
    formId,
    schema: websiteTestSchema,
    defaults: websiteTestDefaults,
    handover,
  });
  return <WebsiteTestFormView {...props} {...state} />;
}
