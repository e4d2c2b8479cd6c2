// Writes public/images/integrations/<slug>.svg from content/catalog/integrations.ts
// (a unit test fails while the committed files are stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { integrationMarks } from '../content/catalog/integrations';
import { renderIntegrationLogo } from './integration-logos';

const dir = path.resolve(__dirname, '..', 'public', 'images', 'integrations');
mkdirSync(dir, { recursive: true });
for (const { slug, name, mark } of integrationMarks) {
  writeFileSync(path.join(dir, `${slug}.svg`), renderIntegrationLogo(name, mark));
}
console.log(`${integrationMarks.length} integration logos written to public/images/integrations/`);
