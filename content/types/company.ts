// The company's facts (content/schema/company.ts is the source). Pages pass them to the sections
// and forms that show a contact, the brand or the notice in force: `CompanyProps`.
import type { Company } from '../schema/company';

export type { Company, Office, Social } from '../schema/company';

/** What a section or form that shows the company's facts takes beside its content. */
export type CompanyProps = { company: Company };
