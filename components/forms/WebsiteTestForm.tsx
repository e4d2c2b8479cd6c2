import type { WebsiteTestFormProps } from './WebsiteTestFormIsland';
import { WebsiteTestFormLazy } from './lazy';

/** "Test your Website": the website address and where to send the report. */
export function WebsiteTestForm(props: WebsiteTestFormProps) {
  return <WebsiteTestFormLazy {...props} />;
}
