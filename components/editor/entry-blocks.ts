// A page or campaign page the build refuses, as the preview still shows it: block by block. The
// build's entry check (content/check/entry.ts `checkEntry`) gave its verdict on the whole entry;
// each problem whose field lies in a block (`sections.3.image.alt`) marks that block broken, and
// every other block is parsed alone by the same schema the whole entry's `sections` list holds
// (pageFileSchema's element), through the same context (references resolved, images read). No
// rule is written here: what the check refuses is broken, what the schema takes is shown.
// Pure: the entry's data, the check's problems and the preview's context in, the blocks out.
import { pageFileSchema } from '@/content/schema/page';
import { fillPageWith, type FileFormPage } from '@/content/generated/file-forms';
import type { PageContent } from '@/content/types';
import type { PreviewData } from './preview-data';
import type { Issue, PreviewContext } from './preview-context';

/** One block of the entry, in its place: shown (its section is the page's next one) or broken. */
export type PreviewBlock = {
  /** Its position in the entry's Sections list (0-based). */
  index: number;
  /** Its type as written (`hero`), when it names one. */
  type?: string;
  /** Why the build refuses it, each path inside the block (`image.alt`); none: it is shown. */
  problems?: Issue[];
};

/** What the preview shows of a refused entry: the page of its valid blocks, and every block. */
export type PartialPage = {
  /** The header and footer options that parse, and the blocks that parse, in order. */
  page: PageContent;
  /** Every block of the entry, in order: `page.sections` holds the unbroken ones. */
  blocks: PreviewBlock[];
  /** The problems outside the blocks (the page's meta, its window, its route). */
  problems: Issue[];
};

/** The element schema of a page's Sections list: one block, as the whole entry's check parses it. */
const blockSchema = pageFileSchema.shape.sections.element;

/** `sections.3`, `sections.3.image.alt` or `sections.3 colour` (an unknown key): the block's. */
const inBlock = /^sections\.(\d+)(?:[. ](.*))?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The blocks of `raw` (a page file's or campaign page's data, as the check read it) once the
 * check found `problems`: each problem in a block marks it, each other block is parsed alone.
 */
export function partialPage(
  raw: unknown,
  problems: readonly Issue[],
  data: PreviewData,
  context: PreviewContext,
): PartialPage {
  const entry = isRecord(raw) ? raw : {};
  const sections = Array.isArray(entry.sections) ? (entry.sections as unknown[]) : [];
  const byBlock = new Map<number, Issue[]>();
  const outside: Issue[] = [];
  for (const problem of problems) {
    const match = inBlock.exec(problem.path);
    const index = match ? Number(match[1]) : -1;
    if (index >= 0 && index < sections.length)
      byBlock.set(index, [
        ...(byBlock.get(index) ?? []),
        { path: match![2] ?? '', message: problem.message },
      ]);
    else outside.push(problem);
  }
  const shown: FileFormPage['sections'] = [];
  const blocks = sections.map((section, index): PreviewBlock => {
    const type = isRecord(section) && typeof section.type === 'string' ? section.type : undefined;
    const own = byBlock.get(index);
    if (own) return { index, ...(type ? { type } : {}), problems: own };
    const parsed = context.parse(blockSchema, section);
    if (!parsed.data) return { index, ...(type ? { type } : {}), problems: parsed.issues };
    shown.push(parsed.data);
    return { index, ...(type ? { type } : {}) };
  });
  // The header and footer options as the schema takes them; left out (the defaults) when not.
  const header = context.parse(pageFileSchema.shape.header, entry.header).data;
  const footer = context.parse(pageFileSchema.shape.footer, entry.footer).data;
  const page: FileFormPage = {
    meta: { title: '', description: '' },
    ...(header !== undefined ? { header } : {}),
    ...(footer !== undefined ? { footer } : {}),
    sections: shown,
  };
  return { page: fillPageWith(page, data.fileForms), blocks, problems: outside };
}
