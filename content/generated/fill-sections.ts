// What the build adds to a page file's generated sections: the lists of the collections
// (fileFormLists: the help center's topic tabs, the open positions, the first page of the news),
// computed from the loaders (once per content), given to the pure fillers of file-forms.ts, which the content
// editor's preview runs with the same lists as JSON. The generated pages (news-pages.ts,
// help-pages.ts, career-pages.ts) build their listings with the same helpers.
import type { ArticleSummary, NewsListSection, PageContent, Pagination, Section } from '../types';
import {
  fillPageWith,
  fillSectionWith,
  newsListingWith,
  type FileForm,
  type FileFormLists,
  type FileFormPage,
} from './file-forms';
import { articles, type NewsCategorySlug } from '../load/news-posts';
import { newsListingLinksOf } from '../collections/news-pages';
import { HELP_TAB_SIZE, helpTopicLists, helpTopicPagePath, summaryOf } from '../load/help-articles';
import { openPositions } from '../load/job-openings';
import { currentSource } from '../load/content-source';

export { sectionOf, type FileForm, type FileFormLists, type FileFormPage } from './file-forms';

/** The lists the file forms show, from the collections the current content publishes (computed once per content). */
export function fileFormLists(): FileFormLists {
  return currentSource().cached('file-form-lists', (): FileFormLists => ({
    helpTopics: helpTopicLists().map(({ slug, label, articles: list }) => ({
      slug,
      label,
      articles: list.slice(0, HELP_TAB_SIZE).map(summaryOf),
      total: list.length,
      href: helpTopicPagePath(slug, 1),
    })),
    jobs: openPositions(),
    news: newsListingLinksOf(articles()),
  }));
}

/** A news listing: one page of cards (`list`) under `title`, with the labels of the news page's list. */
export function newsListing(
  copy: FileForm<'newsList'>,
  list: ArticleSummary[],
  title: string,
  current: NewsCategorySlug | 'all',
  pages?: Pagination,
): NewsListSection {
  return newsListingWith(copy, list, title, current, fileFormLists().news, pages);
}

/** A section of a page file as a page gets it: a file form with its lists, any other as it is. */
export function fillSection(section: FileFormPage['sections'][number]): Section {
  return fillSectionWith(section, fileFormLists());
}

/** A parsed page file as a page: its file forms filled. */
export function fillPage(page: FileFormPage): PageContent {
  return fillPageWith(page, fileFormLists());
}
