// What the build adds to a page file's generated sections. A file writes such a section in its
// file form (its copy and settings: fileFormSchemas of content/schema/sections.ts) and fillSection
// gives it the lists of the collections: the help center's search and topic tabs, the open
// positions, the first page of the news. The generated pages (news.ts, help.ts, jobs.ts) build
// their listings with the same helpers.
import { pagefindBundle } from '@/lib/site-search';
import type { ArticleSummary, NewsListSection, PageContent, Pagination, Section } from '../types';
import { pageOf, pagination } from './pagination';
import type { FileFormSection } from '../schema/sections';
import { fillPlaceholders } from '../schema/templates';
import {
  articles,
  newsCategories,
  newsCategoryPagePath,
  newsPagePath,
  NEWS_FEATURED,
  NEWS_PAGE_SIZE,
  type NewsCategorySlug,
} from '../load/news-posts';
import { HELP_TAB_SIZE, helpTopicLists, helpTopicPagePath, summaryOf } from '../load/help-articles';
import { openPositions } from '../load/job-openings';
import type { PageFileContent } from '../load/page-files';

/** A page file (or campaign page) as parsed: generated sections still in their file form. */
export type PageFile = PageFileContent;
type FileSection = PageFile['sections'][number];

/** A generated section's file form: its copy and settings. */
export type FileForm<T extends FileFormSection['type']> = Extract<FileFormSection, { type: T }>;

/** The first section of `type` in a parsed page file, if it has one. */
export function sectionOf<T extends FileSection['type']>(page: PageFile, type: T) {
  return page.sections.find((section): section is Extract<FileSection, { type: T }> => {
    return section.type === type;
  });
}

/** The category links above a news listing: all articles first, `current` marked. */
function newsFilters(
  copy: FileForm<'newsList'>,
  current: NewsCategorySlug | 'all',
): NewsListSection['filters'] {
  return {
    label: copy.filters.label,
    links: [
      { label: copy.filters.all, href: newsPagePath(1), current: current === 'all' },
      ...newsCategories.map((category) => ({
        label: category.label,
        href: newsCategoryPagePath(category.slug, 1),
        current: category.slug === current,
      })),
    ],
  };
}

/** A news listing: one page of cards (`list`) under `title`, with the labels of the news page's list. */
export function newsListing(
  copy: FileForm<'newsList'>,
  list: ArticleSummary[],
  title: string,
  current: NewsCategorySlug | 'all',
  pages?: Pagination,
): NewsListSection {
  return {
    type: 'newsList',
    id: copy.id,
    title,
    filters: newsFilters(copy, current),
    articles: list,
    featured: Math.min(NEWS_FEATURED, list.length),
    ...(pages ? { pagination: pages } : {}),
  };
}

/** A section of a page file as a page gets it: a file form with its lists, any other as it is. */
export function fillSection(section: FileSection): Section {
  switch (section.type) {
    case 'helpSearch': {
      const { type, eyebrow, title, lead, suggestions } = section;
      return {
        type,
        ...(eyebrow === undefined ? {} : { eyebrow }),
        title,
        lead,
        bundle: pagefindBundle,
        suggestions,
      };
    }
    case 'helpTopics': {
      const { more, ...heading } = section;
      return {
        ...heading,
        // Each tab lists a topic's first articles; a topic with more links to its own pages, so
        // the tabs stay one screenful a topic however many articles support writes.
        topics: helpTopicLists.map(({ slug, label, articles: list }) => ({
          label,
          articles: list.slice(0, HELP_TAB_SIZE).map(summaryOf),
          ...(list.length > HELP_TAB_SIZE
            ? {
                more: {
                  label: fillPlaceholders(slug === 'all' ? more.all : more.topic, {
                    count: list.length,
                    topic: label,
                  }),
                  href: helpTopicPagePath(slug, 1),
                  total: list.length,
                },
              }
            : {}),
        })),
      };
    }
    case 'jobList':
      return { ...section, jobs: openPositions };
    case 'newsList': {
      // The first page of every article (/news/'s); the later pages are news.ts's.
      const { slice, count } = pageOf(articles, 1, NEWS_PAGE_SIZE, 'news');
      return newsListing(
        section,
        slice,
        section.title,
        'all',
        pagination(section.paginationLabel, 1, count, newsPagePath),
      );
    }
    default:
      return section;
  }
}

/** A parsed page file as a page: its file forms filled. */
export function fillPage(page: PageFile): PageContent {
  return { ...page, sections: page.sections.map(fillSection) };
}
