// The company's facts (content/company.yml: name, contacts, stats, offices, socials, the privacy
// notice in force), parsed by companySchema at build. Pages and the layout pass them to components
// as props; page files name them as `{{email.sales}}` (content/schema/refs.ts).
import { companyFile, type Company } from '../schema/company';
import { loadEntryFile } from './data-file';

export const company: Company = loadEntryFile('company', companyFile);
