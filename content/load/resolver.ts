// What a page file's references resolve to (content/schema/refs.ts): the shared items read from
// content/shared/, the newest posts of content/news/, the company's facts of content/company.yml.
// The page and campaign loaders hand it to their parse.
import type { Resolver } from '../schema/refs';
import { company } from './company-facts';
import { leadImage } from './images';
import { articles } from './news-posts';
import { sharedItems } from './shared-items';

export const contentResolver: Resolver = {
  sharedItem: (kind, key) => sharedItems(kind).get(key),
  latestNews: (count) => articles.slice(0, count),
  company,
  leadImage,
};
