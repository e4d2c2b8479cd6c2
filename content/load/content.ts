// The content as one object: createContent({ root, now }) gives everything the loaders read from a
// content root at an instant (the company's facts, the page files, templates, shared items, news,
// help articles, job openings, campaigns), each read the first time it is asked and kept.
// currentContent() is the content the environment names (CONTENT_ROOT, CONTENT_NOW,
// CONTENT_TODAY, INCLUDE_SCHEDULED: content/load/content-source.ts), the same object while they
// stay the same. Nothing is read when this module (or any loader) is imported.
import type { SharedItem, SharedKind } from '../schema/shared-kinds';
import type { Template, TemplateName } from '../schema/templates';
import type { Company } from '../schema/company';
import type {
  ArticleSummary,
  HelpArticle,
  InternalPath,
  Job,
  JobOpening,
  NewsArticle,
} from '../types';
import {
  contentSource,
  currentSource,
  type ContentOptions,
  type ContentSource,
} from './content-source';
import { companyFactsIn } from './company-facts';
import { pageFileIn, pageFilesIn, type PageFile } from './page-files';
import { templateIn } from './template-files';
import { sharedItemsIn } from './shared-items';
import { newsArticlesIn, newsCardsIn } from './news-posts';
import { helpArticlesIn, helpTopicListsIn, type HelpTopicList } from './help-articles';
import { jobOpeningsIn, openPositionsIn } from './job-openings';
import { campaignsIn, followUpsIn, type Campaign } from './campaigns';
import { plannedVariants, type VariantJob } from './images';

export type { ContentOptions, ContentSource } from './content-source';

/** What the loaders read from one content root at one instant; each getter reads once. */
export type Content = {
  /** Where it is read from, and its clock. */
  readonly source: ContentSource;
  readonly company: Company;
  /** Every page file, parsed, by file name. */
  readonly pageFiles: PageFile[];
  /** One page file by name. */
  pageFile(name: string): PageFile;
  /** The words of a family of generated pages (templates/<name>.yml). */
  template<N extends TemplateName>(name: N): Template<N>;
  /** Every item of a shared kind by key. */
  sharedItems<K extends SharedKind>(kind: K): ReadonlyMap<string, SharedItem<K>>;
  /** Published news posts, newest first, and the same as cards. */
  readonly newsArticles: NewsArticle[];
  readonly articles: ArticleSummary[];
  /** Published help articles, by topic then title, and the help center's topic listings. */
  readonly helpArticles: HelpArticle[];
  readonly helpTopicLists: HelpTopicList[];
  /** Published job openings, newest first, and the open ones as cards. */
  readonly jobOpenings: JobOpening[];
  readonly openPositions: Job[];
  /** The campaign pages built, and every campaign file's follow-up page. */
  readonly campaigns: Campaign[];
  readonly followUps: { file: string; href: InternalPath }[];
  /** Every photo variant planned so far (in this process: scripts/images.ts encodes them). */
  plannedVariants(): VariantJob[];
};

/** The content of `source`. */
export function contentOf(source: ContentSource): Content {
  return source.cached('content', (): Content => ({
    source,
    get company() {
      return companyFactsIn(source);
    },
    get pageFiles() {
      return pageFilesIn(source);
    },
    pageFile: (name) => pageFileIn(source, name),
    template: (name) => templateIn(source, name),
    sharedItems: (kind) => sharedItemsIn(source, kind),
    get newsArticles() {
      return newsArticlesIn(source);
    },
    get articles() {
      return newsCardsIn(source);
    },
    get helpArticles() {
      return helpArticlesIn(source);
    },
    get helpTopicLists() {
      return helpTopicListsIn(source);
    },
    get jobOpenings() {
      return jobOpeningsIn(source);
    },
    get openPositions() {
      return openPositionsIn(source);
    },
    get campaigns() {
      return campaignsIn(source);
    },
    get followUps() {
      return followUpsIn(source);
    },
    plannedVariants,
  }));
}

/** The content of `options.root` at `options.now`: read when asked, kept by the object. */
export function createContent(options: ContentOptions): Content {
  return contentOf(contentSource(options));
}

/** The content the environment names (CONTENT_ROOT, CONTENT_NOW, CONTENT_TODAY, INCLUDE_SCHEDULED). */
export function currentContent(): Content {
  return contentOf(currentSource());
}
