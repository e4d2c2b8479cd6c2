// The dates that change the site on their own, read from the content files alone for
// `npm run schedule:due` (scripts/schedule-due.ts): the dated fields of each described collection
// (content/collections/: a news post's, help article's and job opening's `publishAt`, an
// opening's `validThrough`, an event's publishAt, registration closing and end), each campaign
// page's `startsAt` and `endsAt`, and the company's time zone they are read in. Only these fields are read and checked
// (by the schemas' rules for them: content/schema/schedule.ts): no Markdown is rendered, no image
// read, no page built, so the hourly check (.github/workflows/schedule.yml) runs in a second.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { companyFile, companySchema } from '../schema/company';
import { ContentError, parseContent } from '../schema/errors';
import { scheduleDatesSchemas, type DatedItem } from '../schema/schedule';
import { collectionFiles, readFrontMatter } from './markdown-collection';
import { contentRoot, shownPath } from './content-source';
import { collectionDescriptors } from '../collections';
import { campaignPath } from '../generated/item-pages';

/** A YAML file's data, or a ContentError naming the file. */
function readYaml(full: string, file: string): unknown {
  try {
    return parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML (${(error as Error).message})`);
  }
}

/** The company's time zone (company.yml `timeZone` of `root`), checked as companySchema does. */
export function companyTimeZone(root = contentRoot()): string {
  const full = path.join(root, path.basename(companyFile));
  const file = shownPath(full);
  const data = readYaml(full, file);
  // The one field, with companySchema's rule; the others are the full build's to check.
  const schema = z.object({ timeZone: companySchema.shape.timeZone });
  const { timeZone } = parseContent(schema, data, file, 'company');
  return timeZone;
}

/**
 * Every dated item of content/ (CONTENT_ROOT when set, as the build reads it), in folder then file
 * order, with the zone its wall times are read in. A malformed date stops it: a ContentError
 * naming the file and the field.
 */
export function scheduleDates(root = contentRoot()): { timeZone: string; items: DatedItem[] } {
  const timeZone = companyTimeZone(root);
  // Each described collection's files (content/collections/): its descriptor says which fields
  // are dated and what each changes (a post: its publishAt; an event: its publishAt,
  // registration closing and end).
  const described = collectionDescriptors.flatMap(({ folder, name, schedule }) =>
    collectionFiles(path.join(root, folder), '.md').map(({ slug, file, full }) => {
      const data = readFrontMatter(full, file).data;
      const dates = parseContent(schedule.schema, data, file, `${name} front matter`);
      return schedule.datedItem(dates as Record<string, string | undefined>, file, slug);
    }),
  );
  // The campaign pages (content/campaigns/*.yml): their window.
  const campaigns = collectionFiles(path.join(root, 'campaigns'), '.yml').map(
    ({ slug, file, full }): DatedItem => {
      const dates = parseContent(
        scheduleDatesSchemas.campaigns,
        readYaml(full, file),
        file,
        'campaign page',
      );
      return { file, path: campaignPath(slug), ...dates };
    },
  );
  return { timeZone, items: [...described, ...campaigns] };
}
