// Sections of the marketing pages: heroes, features, pricing, integrations, stories. The schemas
// (content/schema/marketing.ts) are the source, with each field's description; these are their
// inferred types, the props of the section components (a section whose list joins shared items and
// the page's own is typed as the page schema gives it: content/schema/sections.ts, joinLists).
import type { z } from 'zod';
import type {
  articleSchema,
  callToActionSchema,
  caseStudiesSchema,
  contactChannelsSchema,
  featureGridSchema,
  heroSchema,
  highlightsSchema,
  imageFeatureSchema,
  integrationBannerSchema,
  integrationGridSchema,
  integrationLogosSchema,
  messageScreenSchema,
  pageHeaderSchema,
  productSuitesSchema,
  quoteSchema,
  subscribeBannerSchema,
  testimonialSliderSchema,
  testimonialTabsSchema,
  timelineSchema,
} from '../schema/marketing';
import type { Section } from './page';

export type HeroSection = z.infer<typeof heroSchema>;
export type PageHeaderSection = z.infer<typeof pageHeaderSchema>;
export type StorySection = Extract<Section, { type: 'story' }>;
export type TimelineSection = z.infer<typeof timelineSchema>;
export type TestimonialSliderSection = z.infer<typeof testimonialSliderSchema>;
export type ContactChannelsSection = z.infer<typeof contactChannelsSchema>;
export type FeatureGridSection = z.infer<typeof featureGridSchema>;
export type ImageFeatureSection = z.infer<typeof imageFeatureSchema>;
export type CallToActionSection = z.infer<typeof callToActionSchema>;
export type SubscribeBannerSection = z.infer<typeof subscribeBannerSchema>;
export type MessageScreenSection = z.infer<typeof messageScreenSchema>;
export type HighlightsSection = z.infer<typeof highlightsSchema>;
export type TestimonialTabsSection = z.infer<typeof testimonialTabsSchema>;
export type WorkProcessSection = Extract<Section, { type: 'workProcess' }>;
export type PricingSection = Extract<Section, { type: 'pricing' }>;
export type FaqSection = Extract<Section, { type: 'faq' }>;
export type IntegrationLogosSection = z.infer<typeof integrationLogosSchema>;
export type IntegrationGridSection = z.infer<typeof integrationGridSchema>;
export type IntegrationBannerSection = z.infer<typeof integrationBannerSchema>;
export type ArticleSection = z.infer<typeof articleSchema>;
export type ProductSuitesSection = z.infer<typeof productSuitesSchema>;
export type CaseStudiesSection = z.infer<typeof caseStudiesSchema>;
export type QuoteSection = z.infer<typeof quoteSchema>;
