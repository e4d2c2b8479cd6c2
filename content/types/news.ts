// News: article summaries, listings with filters and pages, an article's page. The schemas
// (content/schema/collection-sections.ts) are the source; these are their inferred types.
import type { z } from 'zod';
import type {
  articleSummarySchema,
  authorSchema,
  filterLinkSchema,
  newsArticleSchema,
  newsCardsSchema,
  newsListSchema,
  paginationSchema,
} from '../schema/collection-sections';

export type Author = z.infer<typeof authorSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type FilterLink = z.infer<typeof filterLinkSchema>;
export type Pagination = z.infer<typeof paginationSchema>;
export type NewsListSection = z.infer<typeof newsListSchema>;
export type NewsCardsSection = z.infer<typeof newsCardsSchema>;
export type NewsArticleSection = z.infer<typeof newsArticleSchema>;
