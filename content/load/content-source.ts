// Which content a loader reads, and at what time: a ContentSource is a content root (a copy of
// content/), the build's clock (`now`, and the day CONTENT_TODAY pins) and whether scheduled items
// are built too, with a cache of what the loaders computed from them. No loader reads a file when
// it is imported: each reads when first asked, through a source, and keeps the result in it.
// `currentSource()` is the source the environment names (CONTENT_ROOT, CONTENT_NOW, CONTENT_TODAY,
// INCLUDE_SCHEDULED), one per combination, so a test that changes one gets fresh content without
// reloading modules. content/load/content.ts gives a source's whole content as one object.
import path from 'node:path';
import { buildNow, includeScheduled } from '../../lib/build-day';
import { wallTimeIn } from '../../lib/zoned-time';

/**
 * Where the content lives: content/, or the copy `CONTENT_ROOT` names (the e2e build, a test: a
 * temporary folder with one extra file). Every loader reads from it.
 */
export function contentRoot(): string {
  return process.env.CONTENT_ROOT ?? path.join(process.cwd(), 'content');
}

export type ContentOptions = {
  /** The folder holding the content (content/ or a copy of it), an absolute path. */
  root: string;
  /** The instant the build runs at: what is published, what has ended. */
  now: Date;
  /** The build's day as YYYY-MM-DD when pinned (CONTENT_TODAY); else now's day in each zone. */
  today?: string;
  /** Build what is scheduled for later too, marked (a preview deployment). */
  includeScheduled?: boolean;
};

export type ContentSource = {
  readonly root: string;
  readonly now: Date;
  readonly includeScheduled: boolean;
  /** The build's day (YYYY-MM-DD) in `timeZone`: an opening whose validThrough is before it is closed. */
  day(timeZone: string): string;
  /** A file or folder of the content root, as messages name it (from the project root when inside it). */
  shown(...segments: string[]): string;
  /** The full path of a file or folder of the content root. */
  full(...segments: string[]): string;
  /** `compute()` the first time `key` is asked of this source, its result after. */
  cached<T>(key: string, compute: () => T): T;
};

/** A path as messages show it: from the project root when inside it, else in full. */
export function shownPath(full: string): string {
  const relative = path.relative(process.cwd(), full);
  return relative.startsWith('..') || path.isAbsolute(relative) ? full : relative;
}

/** A source over `options`, with an empty cache. */
export function contentSource(options: ContentOptions): ContentSource {
  const cache = new Map<string, unknown>();
  const root = path.resolve(options.root);
  return {
    root,
    now: options.now,
    includeScheduled: options.includeScheduled ?? false,
    day: (timeZone) => options.today ?? wallTimeIn(options.now, timeZone).day,
    full: (...segments) => path.join(root, ...segments),
    shown: (...segments) => shownPath(path.join(root, ...segments)),
    cached<T>(key: string, compute: () => T): T {
      if (!cache.has(key)) cache.set(key, compute());
      return cache.get(key) as T;
    },
  };
}

const sources = new Map<string, ContentSource>();

/**
 * The source the environment names: the content root (CONTENT_ROOT, else content/), the clock
 * (CONTENT_NOW, CONTENT_TODAY, else the first time it is asked) and INCLUDE_SCHEDULED. The same
 * source while they stay the same; another, with its own cache, once one changes.
 */
export function currentSource(): ContentSource {
  const root = contentRoot();
  const { CONTENT_NOW, CONTENT_TODAY } = process.env;
  const scheduled = includeScheduled();
  const key = JSON.stringify([root, CONTENT_NOW, CONTENT_TODAY, scheduled]);
  let source = sources.get(key);
  if (!source) {
    source = contentSource({
      root,
      now: buildNow(),
      ...(CONTENT_TODAY ? { today: CONTENT_TODAY } : {}),
      includeScheduled: scheduled,
    });
    sources.set(key, source);
  }
  return source;
}
