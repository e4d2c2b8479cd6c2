// The rules across fields of each described collection (content/collections/), by its name, as
// plain functions without zod: the content editor's checks before Save (components/editor/editor-checks.ts)
// bundle this small module, not the descriptors and their schemas, and the entry check
// (content/check/entry.ts) runs them on an entry whose fields do not all parse. A collection whose
// schema checks one field against another adds its rule here as its descriptor's schema applies it.
import { eventTimeProblems } from '../schema/event-rules';
import { publicationDayProblems } from '../schema/schedule-rules';

type Rule = (data: Record<string, string | undefined>) => { path: string; message: string }[];

export const collectionRules: Record<string, Rule> = {
  // A post has a date or a publishAt, not both.
  news: (data) => publicationDayProblems({ day: data.date, publishAt: data.publishAt }, 'date'),
  careers: (data) =>
    publicationDayProblems({ day: data.datePosted, publishAt: data.publishAt }, 'datePosted'),
  events: eventTimeProblems,
};
