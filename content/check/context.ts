// What the entry check (entry.ts) takes besides the entry and what it answers, as types only: the
// descriptors of content/collections/ name them for their own rules (a news cover, a help
// article's related picks, an opening's sections) without importing the check, which loops over
// them.
import type { ImageReader } from '../schema/image';
import type { Resolver } from '../schema/refs';

/** One thing the build would refuse: the field's path (dotted, `body`, or the whole) and why. */
export type EntryProblem = { path: string; message: string };

/** What an entry names outside itself, as the build or the editor knows it. */
export type EntryContext = {
  /** Answers shared keys, the newest posts, the company's facts (page files, campaigns). */
  resolver?: Resolver;
  /** Reads an image field's file; an ImageFileError says why it cannot be published. */
  images: ImageReader;
  /** The file names (slugs) of a collection's other entries, for fields that name them. */
  slugsOf?: (collection: string) => readonly string[];
};

/** An entry as read: a YAML file's data, or a Markdown file's front matter and body. */
export type EntryInput = { slug: string; data: unknown; body?: string };
