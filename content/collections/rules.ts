// The rules across fields of each described collection (content/collections/), by its name, as
// plain functions without zod: the content editor's checks before Save (components/editor/editor-checks.ts)
// bundle this small module, not the descriptors and their schemas. A collection whose schema
// checks one field against another adds its rule here as its descriptor's schema applies it.
import { eventTimeProblems } from '../schema/event-rules';

type Rule = (data: Record<string, string | undefined>) => { path: string; message: string }[];

export const collectionRules: Record<string, Rule> = {
  events: eventTimeProblems,
};
