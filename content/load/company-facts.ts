// The company's facts (company.yml of the content root: name, contacts, stats, offices, socials,
// the privacy notice in force), parsed by companySchema when first asked. Pages and the layout pass
// them to components as props; page files name them as `{{email.sales}}` (content/schema/refs.ts).
import path from 'node:path';
import { companyFile, type Company } from '../schema/company';
import { loadEntryFile } from './data-file';
import { currentSource, type ContentSource } from './content-source';

/** The company's facts as `source` has them (read once per source). */
export function companyFactsIn(source: ContentSource): Company {
  return source.cached('company', () =>
    loadEntryFile(source, 'company', source.full(path.basename(companyFile))),
  );
}

/** The company's facts of the current content (CONTENT_ROOT or content/). */
export function companyFacts(): Company {
  return companyFactsIn(currentSource());
}
