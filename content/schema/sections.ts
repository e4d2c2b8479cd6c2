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
  agendaSchema,
  videoPromoSchema,
} from './landing';
import {
  formScreenSchema,
  helpArticleSchema,
  helpListSchema,
  helpSearchFileSchema,
  helpSearchSchema,
  helpTopicsFileSchema,
  helpTopicsSchema,
  jobDetailsSchema,
  jobHeaderSchema,
  jobListFileSchema,
  jobListSchema,
  leadFormSchema,
  newsArticleSchema,
  newsCardsSchema,
  newsListFileSchema,
  newsListSchema,
} from './collection-sections';
import { eventListSectionSchema, eventSectionSchema } from './events';

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
  agenda: agendaSchema,
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
  helpList: helpListSchema,
  helpArticle: helpArticleSchema,
  jobList: jobListSchema,
  jobHeader: jobHeaderSchema,
  jobDetails: jobDetailsSchema,
  event: eventSectionSchema,
  eventList: eventListSectionSchema,
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

const sectionUnion = z.discriminatedUnion('type', allSchemas);
type Parsed = z.output<typeof sectionUnion>;

/** `T` with its own items (`Own`) joined into `List`, which is then always there. */
type Joined<T, Own extends keyof T, List extends keyof T> = Omit<T, Own | List> & {
  [K in List]-?: Exclude<T[K], undefined>;
};
type Of<K extends Parsed['type']> = Extract<Parsed, { type: K }>;

/** A section as components get it: each list given both by reference and in the page is one. */
export type JoinedSection =
  | Exclude<Parsed, { type: 'faq' | 'pricing' | 'workProcess' | 'story' }>
  | Joined<Of<'faq'>, 'pageItems', 'items'>
  | Joined<Of<'pricing'>, 'pagePlans', 'plans'>
  | Joined<Of<'workProcess'>, 'process', 'steps'>
  | Joined<Of<'story'>, 'companyStats', 'stats'>;

/**
 * A list a page may fill from shared items (or the company's facts) and with items of its own
 * becomes one list, the shared ones first: components and tests read one field, as before.
 */
function joinLists(section: Parsed): JoinedSection {
  switch (section.type) {
    case 'faq': {
      const { pageItems, ...rest } = section;
      return { ...rest, items: [...rest.items, ...(pageItems ?? [])] };
    }
    case 'pricing': {
      const { pagePlans, ...rest } = section;
      return { ...rest, plans: [...rest.plans, ...(pagePlans ?? [])] };
    }
    case 'workProcess': {
      const { process, steps, ...rest } = section;
      return { ...rest, steps: [...(process?.steps ?? []), ...(steps ?? [])] };
    }
    case 'story': {
      const { companyStats, stats, ...rest } = section;
      return { ...rest, stats: [...(companyStats ?? []), ...(stats ?? [])] };
    }
    default:
      return section;
  }
}

/** One section of a page: the schema its `type` names, its lists joined (joinLists). */
export const sectionSchema = sectionUnion.transform(joinLists);

/**
 * Sections the build fills from the collections (news, help, openings and their listings). A page
 * file cannot hold their lists (those come from content/news/ and the like, not from the file).
 */
export const generatedSectionTypes = [
  'newsList',
  'newsArticle',
  'helpSearch',
  'helpTopics',
  'helpList',
  'helpArticle',
  'jobList',
  'jobHeader',
  'jobDetails',
  'event',
  'eventList',
] as const satisfies readonly (keyof SectionSchemas)[];

type GeneratedType = (typeof generatedSectionTypes)[number];

/**
 * The file forms of generated sections a page file (or campaign page) may hold: the section as the
 * file writes it, its copy and settings, which content/generated/sections.ts fills with the lists
 * (fillSection). The other generated types (one news post, help article or opening, a help topic's
 * list) exist only on the pages content/generated/ makes, with their words in content/templates/.
 */
export const fileFormSchemas = {
  newsList: newsListFileSchema,
  helpSearch: helpSearchFileSchema,
  helpTopics: helpTopicsFileSchema,
  jobList: jobListFileSchema,
} as const satisfies { [K in GeneratedType]?: z.ZodType<{ type: K }> };

type FileFormSchemas = typeof fileFormSchemas;
type BlockSchemas = Omit<SectionSchemas, GeneratedType>;

/** A generated section as a page file writes it (fileFormSchemas). */
export type FileFormSection = z.output<FileFormSchemas[keyof FileFormSchemas]>;

/** The blocks: every section type but the generated ones, as a page file writes it. */
export const blockSchemas = Object.fromEntries(
  Object.entries(sectionSchemas).filter(
    ([type]) => !(generatedSectionTypes as readonly string[]).includes(type),
  ),
) as BlockSchemas;

type FileSchema = BlockSchemas[keyof BlockSchemas] | FileFormSchemas[keyof FileFormSchemas];

/** What a page file may hold and the editor offers, in the registry's order: blocks and file forms. */
const fileSchemas = Object.entries(sectionSchemas).flatMap(([type, schema]): z.ZodType[] =>
  type in fileFormSchemas
    ? [fileFormSchemas[type as keyof FileFormSchemas]]
    : type in blockSchemas
      ? [schema]
      : [],
) as unknown as [FileSchema, ...FileSchema[]];

const fileUnion = z.discriminatedUnion('type', fileSchemas);

/**
 * One section of a page file: a block (its lists joined, as sectionSchema does) or the file form
 * of a generated section, which content/generated/ fills before a page gets it.
 */
export const blockSectionSchema = fileUnion.transform(
  (section) =>
    (section.type in fileFormSchemas ? section : joinLists(section as Parsed)) as
      Exclude<JoinedSection, { type: GeneratedType }> | FileFormSection,
);
