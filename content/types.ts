// The content model's types: what the schemas (content/schema/) parse to, the props of the
// section components. Copy is plain strings; emphasis is a field, never JSX. The schemas are the
// source (each field's description is there); a section whose list joins shared items and the
// page's own is typed as the page schema gives it (content/schema/sections.ts, joinLists).
import type { Lang } from './catalog/languages';
import type { z } from 'zod';
import type { Picture } from './schema/image';
import type {
  billingChoiceSchema,
  billingPeriodSchema,
  carouselConfigSchema,
  ctaSchema,
  hrefSchema,
  integrationBadgeSchema,
  integrationSchema,
  internalPathSchema,
  pricePlanSchema,
  statSchema,
  testimonialSchema,
  toneSchema,
  videoSchema,
} from './schema/common';
import type {
  footerOptionsSchema,
  headerOptionsSchema,
  pageMetaSchema,
  pageSchema,
  pageShareSchema,
} from './schema/page';
import type { sectionSchema } from './schema/sections';
import type {
  testimonialTabSchema,
  helpArticleSummarySchema,
  jobPostingSchema,
  jobSchema,
  articleSummarySchema,
  authorSchema,
  filterLinkSchema,
  paginationSchema,
} from './schema/collection-sections';
import type {
  appStoreSchema,
  portfolioItemSchema,
  priceRowSchema,
  productSchema,
} from './schema/landing';
import type { Company } from './schema/company';
import type { HelpTopic, NewsCategorySlug } from './catalog/taxonomies';

export type { Company, Office, Social } from './schema/company';

// Building blocks shared by many sections: links, images, calls to action, people and plans. The
// schemas (content/schema/common.ts) are the source; these are their inferred types.

export type InternalPath = z.infer<typeof internalPathSchema>;
export type Href = z.infer<typeof hrefSchema>;
/** An image as a page shows it (content/schema/image.ts). */
export type Img = Picture;
export type Cta = z.infer<typeof ctaSchema>;
export type Tone = z.infer<typeof toneSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CarouselConfig = z.infer<typeof carouselConfigSchema>;
export type Stat = z.infer<typeof statSchema>;
export type Video = z.infer<typeof videoSchema>;
export type IntegrationBadge = z.infer<typeof integrationBadgeSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type PricePlan = z.infer<typeof pricePlanSchema>;
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;
export type BillingChoice = z.infer<typeof billingChoiceSchema>;

// Sections of the marketing pages: heroes, features, pricing, integrations, stories. The schemas
// (content/schema/marketing.ts) are the source, with each field's description; these are their
// inferred types, the props of the section components (a section whose list joins shared items and
// the page's own is typed as the page schema gives it: content/schema/sections.ts, joinLists).

export type HeroSection = SectionOf<'hero'>;
export type PageHeaderSection = SectionOf<'pageHeader'>;
export type StorySection = SectionOf<'story'>;
export type TimelineSection = SectionOf<'timeline'>;
export type TestimonialSliderSection = SectionOf<'testimonialSlider'>;
export type ContactChannelsSection = SectionOf<'contactChannels'>;
export type FeatureGridSection = SectionOf<'featureGrid'>;
export type ImageFeatureSection = SectionOf<'imageFeature'>;
export type CallToActionSection = SectionOf<'callToAction'>;
export type SubscribeBannerSection = SectionOf<'subscribeBanner'>;
export type MessageScreenSection = SectionOf<'messageScreen'>;
export type HighlightsSection = SectionOf<'highlights'>;
export type TestimonialTabsSection = SectionOf<'testimonialTabs'>;
export type WorkProcessSection = SectionOf<'workProcess'>;
export type PricingSection = SectionOf<'pricing'>;
export type FaqSection = SectionOf<'faq'>;
export type IntegrationLogosSection = SectionOf<'integrationLogos'>;
export type IntegrationGridSection = SectionOf<'integrationGrid'>;
export type IntegrationBannerSection = SectionOf<'integrationBanner'>;
export type ArticleSection = SectionOf<'article'>;
export type ProductSuitesSection = SectionOf<'productSuites'>;
export type CaseStudiesSection = SectionOf<'caseStudies'>;
export type QuoteSection = SectionOf<'quote'>;

// A page: its sections (the union the section registry renders), header, footer and meta. The
// schemas (content/schema/page.ts, content/schema/sections.ts) are the source; these are their
// inferred types.

export type Section = z.infer<typeof sectionSchema>;

/**
 * A section type's props, from the page schema's union: `SectionOf<'hero'>`. A new section type's
 * component can take it directly, with no alias here.
 */
export type SectionOf<K extends Section['type']> = Extract<Section, { type: K }>;

export type HeaderOptions = z.infer<typeof headerOptionsSchema>;

export type FooterOptions = z.infer<typeof footerOptionsSchema>;

export type PageMeta = z.infer<typeof pageMetaSchema>;

/** How a page presents itself when shared, beyond its meta (news articles). */
export type PageShare = z.infer<typeof pageShareSchema>;

export type PageContent = z.infer<typeof pageSchema>;

// Sections built around a form: the lead form and the full-screen form screens (their schemas in
// content/schema/collection-sections.ts are the source), and the forms' own copy (content/copy/form-copy.ts).

export type LeadFormSection = SectionOf<'leadForm'>;
export type TestimonialTab = z.infer<typeof testimonialTabSchema>;
export type FormScreenSection = SectionOf<'formScreen'>;

/** A title and a sentence or two: a form's confirmation, or where to go instead. */
export type FormMessage = { title: string; text: string };

/** A label with links in it, one text run per string (as the page renders them). */
export type LinkedText = (string | { link: string; href: string })[];

/** A field's copy; the label defaults to its schema rule's. */
export type FieldCopy = { label?: string | LinkedText; placeholder?: string; hint?: string };

/** Everything one form says: its name, button, confirmation, email subject and fields. */
export type FormCopy = {
  /** Accessible name of the form. */
  label?: string;
  submitLabel: string;
  /** Confirmation that replaces a lead form once sent. */
  success?: FormMessage;
  /** Portal forms: where to sign in instead, when no portal is configured. */
  notice?: FormMessage;
  /** Subject of the email fallback. */
  mailSubject: string;
  fields: Record<string, FieldCopy>;
  /**
   * A lead form's line under its button: what this form's data is for (or, where sending is the
   * consent, what the visitor agrees to), linking the privacy notice. Portal forms send no lead.
   */
  privacyLine?: LinkedText;
};

/** A form that sends a lead: it must say what the data is for. */
export type LeadFormCopy = FormCopy & { privacyLine: LinkedText };

/** Copy around the forms of the auth screens: the switch link and the Google button. */
export type AuthScreenCopy = {
  /** The line under the form, linking to the other screen. */
  footer: LinkedText;
  /** The Google button's label, if the screen has one. */
  google?: string;
  /** A link under the fields (sign-in: the password reset). */
  forgotPassword?: { link: string; href: string };
};

/**
 * What every form says when it cannot send, is sending, or hides its honeypot (the Form island).
 * `before` and `after` stand either side of the email address link.
 */
export type FormFallbackCopy = {
  pending: string;
  honeypotLabel: string;
  /** No endpoint is configured: the form asks for an email instead. */
  noEndpoint: { title: string; before: string; after: string };
  /** After a failure message. */
  failed: { before: string; after: string };
  /** After a portal notice: the support address sends the portal's. */
  portalNotice: { before: string; after: string };
};

/** The no-script search form of the help center: a web search of this site by another engine. */
export type WebSearchCopy = {
  /** The form's name, before the engine's name. */
  formLabel: string;
  /** The field's label, either side of the engine's name. */
  label: { before: string; after: string };
  placeholder: string;
  /** The button, before the engine's name. */
  submit: string;
};

// The help center: search, topics and articles. The schemas (content/schema/collection-sections.ts) are
// the source; these are their inferred types.

export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;
export type HelpSearchSection = SectionOf<'helpSearch'>;
export type HelpTopicsSection = SectionOf<'helpTopics'>;
export type HelpArticleSection = SectionOf<'helpArticle'>;
export type HelpListSection = SectionOf<'helpList'>;

/** A help article with everything its page shows (content/load/help-articles.ts reads them). */
export type HelpArticle = HelpArticleSummary & {
  category: HelpTopic;
  /** ISO day of the last review. */
  updated: string;
  /** Slugs of the articles listed beside this one. */
  related: string[];
  body: RenderedMarkdown;
  /** Its publishAt, when this build shows it before then (a preview: INCLUDE_SCHEDULED=1). */
  scheduled?: Moment;
};

// Careers: openings, the job list and a job's page. The schemas (content/schema/collection-sections.ts)
// are the source; these are their inferred types.

export type Job = z.infer<typeof jobSchema>;
export type JobPosting = z.infer<typeof jobPostingSchema>;
/** An opening as the build publishes it (content/load/job-openings.ts). */
export type JobOpening = JobPosting & {
  /** Its publishAt, when this build shows it before then (a preview: INCLUDE_SCHEDULED=1). */
  scheduled?: Moment;
};
export type JobListSection = SectionOf<'jobList'>;
export type JobHeaderSection = SectionOf<'jobHeader'>;
export type JobDetailsSection = SectionOf<'jobDetails'>;

/** The job opening page's fixed copy (components/sections/JobDetails.tsx). */
export type JobDetailsCopy = {
  heading: string;
  overviewHeading: string;
  overview: {
    location: string;
    jobTitle: string;
    hoursPerWeek: string;
    /** `{hours}` is the number of hours. */
    hoursValue: string;
    hourlyRate: string;
    /** `{rate}` is the hourly range. */
    hourlyValue: string;
    /** The hourly-rate row of an opening paid a yearly salary only. */
    notHourly: string;
    employment: string;
    experience: string;
    salary: string;
    /** `{salary}` is the yearly range. */
    salaryValue: string;
    applyBy: string;
    closedOn: string;
  };
  /** The notice on a closed opening: title, the words before its closing day and after it. */
  closed: { title: string; stopped: string; kept: string; link: { label: string; href: Href } };
  /** Read after the Apply link by screen readers, before the job's title. */
  applyFor: string;
};

// News: article summaries, listings with filters and pages, an article's page. The schemas
// (content/schema/collection-sections.ts) are the source; these are their inferred types.

export type Author = z.infer<typeof authorSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type FilterLink = z.infer<typeof filterLinkSchema>;
export type Pagination = z.infer<typeof paginationSchema>;
export type NewsListSection = SectionOf<'newsList'>;
export type NewsCardsSection = SectionOf<'newsCards'>;
export type NewsArticleSection = SectionOf<'newsArticle'>;

/** A news article with everything its page shows (content/load/news-posts.ts reads them). */
export type NewsArticle = ArticleSummary & {
  categorySlug: NewsCategorySlug;
  author: Author;
  /** A 16:9 cover; absent, the page draws the category's artwork. */
  image?: Img;
  body: RenderedMarkdown;
  /** Where it came from, for messages. */
  file: string;
  /** Its publishAt as an instant (ISO, UTC), when it has one: the feeds' exact time. */
  publishedAt?: string;
  /** Its publishAt, when this build shows it before then (a preview: INCLUDE_SCHEDULED=1). */
  scheduled?: Moment;
};

// What the collections' items carry beside their front matter: the rendered body
// (content/load/markdown.ts) and when they are public (content/load/publication.ts).

/** What a page needs from a body: its HTML and what the build derives from it. */
export type RenderedMarkdown = {
  /** Safe HTML: raw HTML in the source is escaped, never passed through. */
  html: string;
  /** Level-2 headings in order, with the ids the HTML gives them (a table of contents). */
  headings: { id: string; text: string }[];
  /** Items of every numbered list, in order (a how-to's steps). */
  steps: string[];
  /** The body as plain text: the help search indexes it, reading time counts it. */
  text: string;
  /** Minutes at 200 words a minute, at least 1. */
  readingMinutes: number;
};

/** A scheduled moment as pages say it. */
export type Moment = {
  /** The instant, ISO 8601 in UTC. */
  at: string;
  /** Its day in the company's zone, YYYY-MM-DD. */
  day: string;
  /** "30 Nov 2026, 09:00 IST". */
  label: string;
};

/**
 * A `publishAt` at build: `show` whether the item is built at all; `scheduled` when it is built
 * before its time (a preview), to be marked and kept from search engines; `day` the day it shows
 * and `at` its instant (ISO, UTC).
 */
export type Publication = {
  show: boolean;
  scheduled?: Moment;
  day?: string;
  at?: string;
};

// Landing-page sections of the home variants: logos, videos, people, pricing tables, events. The
// schemas (content/schema/landing.ts) are the source; these are their inferred types.

export type LogosSection = SectionOf<'logos'>;
export type VideoPromoSection = SectionOf<'videoPromo'>;
export type PeopleSection = SectionOf<'people'>;
export type CountdownSection = SectionOf<'countdown'>;
export type AppDownloadSection = SectionOf<'appDownload'>;
export type FeatureTabsSection = SectionOf<'featureTabs'>;
export type PriceTableSection = SectionOf<'priceTable'>;
export type HeroSliderSection = SectionOf<'heroSlider'>;
export type PortfolioSection = SectionOf<'portfolio'>;
export type ProductCardsSection = SectionOf<'productCards'>;
export type EventCardsSection = SectionOf<'eventCards'>;
export type AgendaSection = SectionOf<'agenda'>;
export type AppStore = z.infer<typeof appStoreSchema>;
export type PriceRow = z.infer<typeof priceRowSchema>;
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;
export type Product = z.infer<typeof productSchema>;

// The company's facts (content/schema/company.ts is the source). Pages pass them to the sections
// and forms that show a contact, the brand or the notice in force: `CompanyProps`.

/** What a section or form that shows the company's facts takes beside its content. */
export type CompanyProps = { company: Company };

/** A page written in several languages: each language's path (hreflang both ways, the switch). */
export type Translations = { readonly [L in Lang]?: InternalPath };

/** A note shown above a page's sections (components/layout/ContentPage.tsx). */
export type PageNotice = { title: string; text: string };
