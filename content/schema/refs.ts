// A field that points to a shared item: in a data file the item's key (its file name without
// `.yml`); parsed, the item itself. An unknown key is an issue at the field's path, so the build
// error names the page file and the field.
import { z } from 'zod';
import { articles } from '../shared/articles';
import { integrations } from '../shared/integrations';
import { sharedItems } from '../shared/load';
import { sharedKinds, type SharedKind } from './shared';

export function sharedRef<K extends SharedKind>(kind: K) {
  const { folder, label } = sharedKinds[kind];
  return z
    .string()
    .transform((key, context) => {
      const item = sharedItems(kind).get(key);
      if (item === undefined) {
        context.addIssue({
          code: 'custom',
          message: `unknown ${kind} key "${key}" (no file ${folder}/${key}.yml)`,
          input: key,
        });
        return z.NEVER;
      }
      return item;
    })
    .meta({ ref: kind, title: label, description: `The key of an item of ${folder}/.` });
}

const integrationsBySlug = new Map(integrations.map((item) => [item.slug, item]));

/** An integration of content/shared/integrations.ts by its slug (their logos are generated). */
export const integrationRef = z
  .enum(integrations.map((item) => item.slug) as [string, ...string[]])
  .transform((slug) => integrationsBySlug.get(slug)!)
  .meta({ title: 'Integration', description: 'An integration of content/shared/integrations.ts.' });

/** The newest news posts, as many as `latest` (the list follows content/news/). */
export const latestNews = z
  .strictObject({
    latest: z
      .number()
      .int()
      .min(1)
      .meta({ title: 'Newest posts', description: 'How many of the newest news posts to show.' }),
  })
  .transform(({ latest }) => articles.slice(0, latest))
  .meta({ title: 'Articles' });
