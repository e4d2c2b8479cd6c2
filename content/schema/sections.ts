// Every section type's schema by its `type`, and the union a page's `sections` list holds. Adding a
// section type: its schema here (and in its family's file), its component, its registry entry
// (components/layout/SectionStack.tsx; the registry's mapped type makes a missing entry a type
// error).
import { z } from 'zod';
import {
  articleSchema,
  callToActionSchema,
  caseStudiesSchema,
  contactChannelsSchema,
  faqSchema,
  featureGridSchema,
  heroSchema,
  highlightsSchema,
  imageFeatureSchema,
  integrationBannerSchema,
  integrationGridSchema,
  integrationLogosSchema,
  messageScreenSchema,
  pageHeaderSchema,
  pricingSchema,
  productSuitesSchema,
  quoteSchema,
  storySchema,
  subscribeBannerSchema,
  testimonialSliderSchema,
  testimonialTabsSchema,
  timelineSchema,
  workProcessSchema,
} from './marketing';
import {
  appDownloadSchema,
  countdownSchema,
  eventCardsSchema,
  featureTabsSchema,
  heroSliderSchema,
  logosSchema,
  peopleSchema,
  portfolioSchema,
  priceTableSchema,
  productCardsSchema,
  scheduleSchema,
  videoPromoSchema,
} from './landing';
import {
  formScreenSchema,
  helpArticleSchema,
  helpSearchSchema,
  helpTopicsSchema,
  jobDetailsSchema,
  jobHeaderSchema,
  jobListSchema,
  leadFormSchema,
  newsArticleSchema,
  newsCardsSchema,
  newsListSchema,
} from './collections';

/** Section type → its schema (each a `z.object` whose `type` is that literal). */
export const sectionSchemas = {
  hero: heroSchema,
  heroSlider: heroSliderSchema,
  pageHeader: pageHeaderSchema,
  highlights: highlightsSchema,
  featureGrid: featureGridSchema,
  imageFeature: imageFeatureSchema,
  featureTabs: featureTabsSchema,
  workProcess: workProcessSchema,
  logos: logosSchema,
  integrationGrid: integrationGridSchema,
  integrationLogos: integrationLogosSchema,
  integrationBanner: integrationBannerSchema,
  testimonialTabs: testimonialTabsSchema,
  testimonialSlider: testimonialSliderSchema,
  pricing: pricingSchema,
  priceTable: priceTableSchema,
  productCards: productCardsSchema,
  productSuites: productSuitesSchema,
  portfolio: portfolioSchema,
  caseStudies: caseStudiesSchema,
  faq: faqSchema,
  callToAction: callToActionSchema,
  videoPromo: videoPromoSchema,
  people: peopleSchema,
  countdown: countdownSchema,
  eventCards: eventCardsSchema,
  schedule: scheduleSchema,
  appDownload: appDownloadSchema,
  newsCards: newsCardsSchema,
  newsList: newsListSchema,
  newsArticle: newsArticleSchema,
  subscribeBanner: subscribeBannerSchema,
  leadForm: leadFormSchema,
  formScreen: formScreenSchema,
  timeline: timelineSchema,
  story: storySchema,
  quote: quoteSchema,
  article: articleSchema,
  contactChannels: contactChannelsSchema,
  messageScreen: messageScreenSchema,
  helpSearch: helpSearchSchema,
  helpTopics: helpTopicsSchema,
  helpArticle: helpArticleSchema,
  jobList: jobListSchema,
  jobHeader: jobHeaderSchema,
  jobDetails: jobDetailsSchema,
} as const;

type SectionSchemas = typeof sectionSchemas;

/** Every schema is filed under its own `type` (a mismatch is a type error here). */
export type SectionSchemaKeysMatch = {
  [K in keyof SectionSchemas]: z.output<SectionSchemas[K]>['type'] extends K ? true : never;
};
const keysMatch: SectionSchemaKeysMatch = Object.fromEntries(
  Object.keys(sectionSchemas).map((key) => [key, true]),
) as SectionSchemaKeysMatch;
void keysMatch;

const allSchemas = Object.values(sectionSchemas) as [
  SectionSchemas[keyof SectionSchemas],
  ...SectionSchemas[keyof SectionSchemas][],
];

/** One section of a page: the schema its `type` names. */
export const sectionSchema = z.discriminatedUnion('type', allSchemas);
