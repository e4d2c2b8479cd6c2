// The help center: search, topics and articles. The schemas (content/schema/collection-sections.ts) are
// the source; these are their inferred types.
import type { z } from 'zod';
import type {
  helpArticleSchema,
  helpArticleSummarySchema,
  helpListSchema,
  helpSearchSchema,
  helpTopicsSchema,
} from '../schema/collection-sections';

export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;
export type HelpSearchSection = z.infer<typeof helpSearchSchema>;
export type HelpTopicsSection = z.infer<typeof helpTopicsSchema>;
export type HelpArticleSection = z.infer<typeof helpArticleSchema>;
export type HelpListSection = z.infer<typeof helpListSchema>;
