// A page: its sections (the union the section registry renders), header, footer and meta.
import type {
  ArticleSection,
  CallToActionSection,
  CaseStudiesSection,
  ContactChannelsSection,
  FaqSection,
  FeatureGridSection,
  HeroSection,
  HighlightsSection,
  ImageFeatureSection,
  IntegrationBannerSection,
  IntegrationGridSection,
  IntegrationLogosSection,
  MessageScreenSection,
  PageHeaderSection,
  PricingSection,
  ProductSuitesSection,
  QuoteSection,
  StorySection,
  SubscribeBannerSection,
  TestimonialSliderSection,
  TestimonialTabsSection,
  TimelineSection,
  WorkProcessSection,
} from './sections';
import type { HelpArticleSection, HelpSearchSection, HelpTopicsSection } from './help';
import type { JobDetailsSection, JobHeaderSection, JobListSection } from './careers';
import type { NewsArticleSection, NewsCardsSection, NewsListSection } from './news';
import type { FormScreenSection, LeadFormSection } from './forms';
import type {
  AppDownloadSection,
  CountdownSection,
  EventCardsSection,
  FeatureTabsSection,
  HeroSliderSection,
  LogosSection,
  PeopleSection,
  PortfolioSection,
  PriceTableSection,
  ProductCardsSection,
  ScheduleSection,
  VideoPromoSection,
} from './landing';

export type Section =
  | EventCardsSection
  | ScheduleSection
  | PriceTableSection
  | HeroSliderSection
  | PortfolioSection
  | ProductCardsSection
  | LogosSection
  | VideoPromoSection
  | PeopleSection
  | CountdownSection
  | AppDownloadSection
  | FeatureTabsSection
  | LeadFormSection
  | FormScreenSection
  | JobListSection
  | JobHeaderSection
  | JobDetailsSection
  | NewsListSection
  | NewsCardsSection
  | NewsArticleSection
  | ProductSuitesSection
  | CaseStudiesSection
  | QuoteSection
  | HelpSearchSection
  | HelpTopicsSection
  | HelpArticleSection
  | HeroSection
  | HighlightsSection
  | TestimonialTabsSection
  | WorkProcessSection
  | PricingSection
  | FaqSection
  | IntegrationLogosSection
  | IntegrationGridSection
  | IntegrationBannerSection
  | ArticleSection
  | FeatureGridSection
  | ImageFeatureSection
  | CallToActionSection
  | SubscribeBannerSection
  | MessageScreenSection
  | PageHeaderSection
  | StorySection
  | TimelineSection
  | TestimonialSliderSection
  | ContactChannelsSection;

export type SectionType = Section['type'];

export type HeaderOptions = {
  /** Dark bar with light text (for dark heroes). */
  dark?: boolean;
  /** Overlays the first section instead of pushing it down. */
  absolute?: boolean;
  /** Sticks to the top once the page scrolls past the threshold (default true). */
  sticky?: boolean;
};

export type FooterOptions = {
  tone?: 'light' | 'dark';
  /** Decorative background artwork behind the footer. */
  background?: boolean;
  /** Only the bottom bar (copyright and socials), for focused screens like forms. */
  minimal?: boolean;
};

export type PageMeta = { title: string; description: string };

/** How a page presents itself when shared, beyond its meta (news articles). */
export type PageShare = {
  /** The page's own share image (default: the site's). */
  image?: { url: string; alt: string };
  /** An article's facts for Open Graph (`og:type` article). */
  article?: { publishedTime: string; author: string; section: string };
};

export type PageContent = {
  meta: PageMeta;
  /** `false` for full-screen pages without the site header. */
  header?: HeaderOptions | false;
  /** `false` for full-screen pages without the site footer. */
  footer?: FooterOptions | false;
  sections: Section[];
};
