// The content check: everything the build reads from the content root, through the build's own
// loaders (each entry by the entry check, content/check/entry.ts; its images read; its shared keys
// resolved), then the route map's rules across files (one page per path, a campaign's follow-up
// page), without Next's build. `npm run check:content` prints what it returns; the content
// workflow (.github/workflows/content.yml) runs it on every push and pull request, so a file the
// build would refuse is named on the pull request (or the editor's Publish) before it reaches main.
// Each part is checked on its own, so a broken news post does not hide a broken campaign: the
// loaders stop at the first file of a part they cannot publish, and that file is reported.
import { ContentError } from './schema/errors';
import { sharedKinds, type SharedKind } from './schema/shared-kinds';
import { templates, type TemplateName } from './schema/templates';
import { currentContent } from './load/content';
import { loadDescribed } from './load/described';
import { collectionDescriptors } from './collections';
import { allContent, routes } from './routes';

export type ContentProblem = {
  /** What was being read ("news posts", "shared faqs", "the route map"). */
  part: string;
  /** The file the message names, when it names one (from the project root). */
  file?: string;
  /** The build's own message: the file, then each field and what is wrong with it. */
  message: string;
};

/** The parts of the content, each read by the loader the build reads it with. */
function parts(): [string, () => unknown][] {
  const content = currentContent();
  return [
    ['the company’s facts', () => content.company],
    // Shared items before the pages and templates that name them.
    ...(Object.keys(sharedKinds) as SharedKind[]).map((kind): [string, () => unknown] => [
      `shared ${kind}`,
      () => content.sharedItems(kind),
    ]),
    ...(Object.keys(templates) as TemplateName[]).map((name): [string, () => unknown] => [
      `template ${name}`,
      () => content.template(name),
    ]),
    // The collections before the page files whose sections list them.
    ['news posts', () => content.newsArticles],
    ['help articles', () => content.helpArticles],
    ['job openings', () => content.jobOpenings],
    ...collectionDescriptors.map((descriptor): [string, () => unknown] => [
      descriptor.editor.label.toLowerCase(),
      () => loadDescribed(descriptor),
    ]),
    ['campaign pages', () => content.campaigns],
    ['page files', () => content.pageFiles],
    // Across files: one page per path, the campaigns' follow-up pages, every page's content.
    ['the route map', () => routes().length + Object.keys(allContent()).length],
  ];
}

/** The file a build message starts with (`content/news/x.md: …`), if any. */
function fileOf(message: string): string | undefined {
  return /^([^\s:]+\.(?:md|yml|yaml)):/.exec(message)?.[1];
}

/**
 * Every problem the build would stop at in the current content (CONTENT_ROOT, the build's clock):
 * none when the build will take it. An error that is not the content's (a bug) is thrown.
 */
export function contentProblems(): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [part, read] of parts()) {
    try {
      read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const file = fileOf(error.message);
      // A part that failed in an earlier part's file (the route map reads everything) is told once.
      if (problems.some((each) => each.message === error.message)) continue;
      problems.push({ part, ...(file ? { file } : {}), message: error.message });
    }
  }
  return problems;
}
