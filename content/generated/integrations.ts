// /integrations/: a page file (content/pages/integrations.yml). Its grid names the featured
// integrations by slug, and its counter writes `{{integrationCount}}` (content/schema/refs.ts), so
// the page follows content/shared/integrations.ts.
import type { Integration, PageContent, Section } from '../types';
import { loadPage } from './load';

export const integrationsPage: PageContent = loadPage('./pages/integrations.yml');

/** The featured integrations: the page's grid (spec: 9 tiles to /single-integration). */
export const featuredIntegrations: Integration[] =
  integrationsPage.sections.find(
    (section): section is Extract<Section, { type: 'integrationGrid' }> =>
      section.type === 'integrationGrid',
  )?.integrations ?? [];
