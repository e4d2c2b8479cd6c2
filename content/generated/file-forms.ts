// A page file's generated sections filled from data alone: a file writes such a section in its
// file form (its copy and settings: fileFormSchemas of content/schema/sections.ts), and
// fillSectionWith gives it the lists of the collections, taken as plain data (FileFormLists: the
// help center's topic tabs, the open positions, the first page of the news). The build computes
// the lists from the loaders (fill-sections.ts, fileFormLists); the content editor's preview gets
// them as JSON. Pure: it reads no file and imports no loader, so it runs in the browser
// (.dependency-cruiser.cjs, `browser-safe-generated`).
import type { z } from 'zod';
import { pagefindBundle } from '@/lib/site-search';
import type {
  ArticleSummary,
  HelpArticleSummary,
  InternalPath,
  Job,
  NewsListSection,
  PageContent,
  Pagination,
  Section,
} from '../types';
import { pagination } from './pagination';
import type { pageFileSchema } from '../schema/page';
import type { FileFormSection } from '../schema/sections';
import { fillPlaceholders } from '../schema/templates';
import type { NewsCategorySlug } from '../catalog/taxonomies';

/** A page file (or campaign page) as parsed, without its route: generated sections still in their file form. */
export type FileFormPage = Omit<z.output<typeof pageFileSchema>, 'route'>;
type FileSection = FileFormPage['sections'][number];

/** A generated section's file form: its copy and settings. */
export type FileForm<T extends FileFormSection['type']> = Extract<FileFormSection, { type: T }>;

/** The news listings' links and sizes, which every listing (/news/, its later pages, a category's) shares. */
export type NewsListingLinks = {
  /** The first page of every article: the all-articles chip's link. */
  allHref: InternalPath;
  /** Each category's chip: its label and its first page. */
  categories: { slug: NewsCategorySlug; label: string; href: InternalPath }[];
  /** How many leading cards a listing draws large. */
  featured: number;
};

/**
 * What the collections give the file forms, as plain JSON: the build computes it
 * (fill-sections.ts, fileFormLists), the editor's preview receives it.
 */
export type FileFormLists = {
  /** The help center's tabs: all articles first, then each topic in order. */
  helpTopics: {
    slug: string;
    label: string;
    /** The first articles the tab lists (HELP_TAB_SIZE of content/load/help-articles.ts). */
    articles: HelpArticleSummary[];
    /** How many articles the topic has in all. */
    total: number;
    /** The topic's first listing page. */
    href: InternalPath;
  }[];
  /** The open positions, as cards. */
  jobs: Job[];
  news: NewsListingLinks & {
    /** The articles of /news/'s first page. */
    firstPage: ArticleSummary[];
    /** How many listing pages all articles fill. */
    pageCount: number;
    /** Every listing page of all articles, page 1 (/news/) first. */
    pagePaths: InternalPath[];
  };
};

/** The first section of `type` in a parsed page file, if it has one. */
export function sectionOf<T extends FileSection['type']>(page: FileFormPage, type: T) {
  return page.sections.find((section): section is Extract<FileSection, { type: T }> => {
    return section.type === type;
  });
}

/** The category links above a news listing: all articles first, `current` marked. */
export function newsFiltersWith(
  copy: FileForm<'newsList'>,
  current: NewsCategorySlug | 'all',
  links: NewsListingLinks,
): NewsListSection['filters'] {
  return {
    label: copy.filters.label,
    links: [
      { label: copy.filters.all, href: links.allHref, current: current === 'all' },
      ...links.categories.map((category) => ({
        label: category.label,
        href: category.href,
        current: category.slug === current,
      })),
    ],
  };
}

/** A news listing: one page of cards (`list`) under `title`, with the labels of the news page's list. */
export function newsListingWith(
  copy: FileForm<'newsList'>,
  list: ArticleSummary[],
  title: string,
  current: NewsCategorySlug | 'all',
  links: NewsListingLinks,
  pages?: Pagination,
): NewsListSection {
  return {
    type: 'newsList',
    id: copy.id,
    title,
    filters: newsFiltersWith(copy, current, links),
    articles: list,
    featured: Math.min(links.featured, list.length),
    ...(pages ? { pagination: pages } : {}),
  };
}

/** A section of a page file as a page gets it: a file form with `lists`, any other as it is. */
export function fillSectionWith(section: FileSection, lists: FileFormLists): Section {
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
        topics: lists.helpTopics.map(({ slug, label, articles, total, href }) => ({
          label,
          articles,
          ...(total > articles.length
            ? {
                more: {
                  label: fillPlaceholders(slug === 'all' ? more.all : more.topic, {
                    count: total,
                    topic: label,
                  }),
                  href,
                  total,
                },
              }
            : {}),
        })),
      };
    }
    case 'jobList':
      return { ...section, jobs: lists.jobs };
    case 'newsList': {
      // The first page of every article (/news/'s); the later pages are news-pages.ts's.
      const { news } = lists;
      return newsListingWith(
        section,
        news.firstPage,
        section.title,
        'all',
        news,
        pagination(section.paginationLabel, 1, news.pageCount, (n) => news.pagePaths[n - 1]!),
      );
    }
    default:
      return section;
  }
}

/** A parsed page file as a page: its file forms filled with `lists`. */
export function fillPageWith(page: FileFormPage, lists: FileFormLists): PageContent {
  return { ...page, sections: page.sections.map((section) => fillSectionWith(section, lists)) };
}
