// Sections of the marketing pages: heroes, features, pricing, integrations, stories.
import type { IconName } from '../icons';
import type {
  BillingChoice,
  CarouselConfig,
  Cta,
  FaqItem,
  Href,
  Img,
  Integration,
  InternalPath,
  PricePlan,
  Stat,
  Testimonial,
  Tone,
  Video,
} from './common';

/** The first section of a landing page: the page's h1 with one or two calls to action. */
export type HeroSection = {
  type: 'hero';
  layout: 'split' | 'centered';
  tone: Tone;
  eyebrow?: string;
  title: string;
  /** A phrase inside `title` drawn in the accent colour. */
  highlight?: string;
  lead: string;
  primary: Cta;
  secondary?: Cta;
  /** Short proof points under the buttons. */
  points?: string[];
  image?: Img;
  /** A 'Watch Demo' button that opens the video in a lightbox (nothing loads before the click). */
  video?: Video;
};

export type PageHeaderSection = {
  type: 'pageHeader';
  eyebrow?: string;
  title: string;
  lead?: string;
  paragraphs?: string[];
  /** A product mockup drawn in SVG beside the text (decorative or described by alt). */
  illustration?: Img;
  tone?: Tone;
};

export type StorySection = {
  type: 'story';
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: string[];
  recognitionsTitle: string;
  recognitions: { name: string; by: string; year: string; logo: Img }[];
  stats: Stat[];
};

export type TimelineSection = {
  type: 'timeline';
  id: string;
  title: string;
  lead: string;
  milestones: { year: string; title: string; text: string }[];
};

export type TestimonialSliderSection = {
  type: 'testimonialSlider';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  testimonials: Testimonial[];
  carousel: CarouselConfig;
  /** Buttons under the carousel. */
  actions?: { primary: Cta; secondary?: Cta };
};

export type ContactChannelsSection = {
  type: 'contactChannels';
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  channels: {
    icon: IconName;
    title: string;
    text: string;
    link: { label: string; href: Href };
  }[];
  promise: string;
};

/** Cards of icon + title + text: why choose us, benefits, services, perks. */
export type FeatureGridSection = {
  type: 'featureGrid';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  columns: 2 | 3 | 4;
  items: { icon: IconName; title: string; text: string; link?: Cta }[];
};

/** Artwork beside copy and a checklist; `reverse` puts the artwork on the left. */
export type ImageFeatureSection = {
  type: 'imageFeature';
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  points?: string[];
  image: Img;
  reverse?: boolean;
  tone: Tone;
  cta?: Cta;
};

/** A closing band that asks for one action (and optionally a second). */
export type CallToActionSection = {
  type: 'callToAction';
  id: string;
  title: string;
  lead: string;
  primary: Cta;
  secondary?: Cta;
  tone: 'soft' | 'dark';
  /** Counters shown in the band (static text, they do not tick). */
  stats?: Stat[];
};

/** Newsletter sign-up band around the shared newsletter form. */
export type SubscribeBannerSection = {
  type: 'subscribeBanner';
  id: string;
  title: string;
  lead: string;
  /** Form id reported with the submission, e.g. "news-subscribe". */
  formId: string;
  tone: 'soft' | 'dark';
};

/** A single-message screen: not found, coming soon. */
export type MessageScreenSection = {
  type: 'messageScreen';
  /** Large code shown above the title, e.g. "404". */
  code?: string;
  eyebrow?: string;
  title: string;
  lead: string;
  cta: Cta;
  tone: 'light' | 'dark';
  /** Fill the viewport and show the logo (for screens without the site header). */
  fullHeight?: boolean;
  showSocials?: boolean;
};

/** Headline figures with a short explanation each: promo blocks. */
export type HighlightsSection = {
  type: 'highlights';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  items: { value: string; label: string; text: string }[];
};

/** Customer quotes, one per tab (WAI-ARIA tabs). */
export type TestimonialTabsSection = {
  type: 'testimonialTabs';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  items: { tab: string; testimonial: Testimonial }[];
};

/** Numbered steps of how a project runs. */
export type WorkProcessSection = {
  type: 'workProcess';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  steps: { icon: IconName; title: string; text: string }[];
};

/** Price plans side by side with included and excluded features. */
export type PricingSection = {
  type: 'pricing';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  plans: PricePlan[];
  /** Monthly / yearly switch; plans then show their `prices` for the selected option. */
  billing?: BillingChoice;
  /** Small print under the plans (taxes, billing). */
  note?: string;
};

/** Questions and answers in an accordion where one item is open at a time. */
export type FaqSection = {
  type: 'faq';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  items: FaqItem[];
  /** Index of the item open on load. */
  openIndex?: number;
  cta?: Cta;
};

/** A wall of integration logos with names. */
export type IntegrationLogosSection = {
  type: 'integrationLogos';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  integrations: Integration[];
  cta?: Cta;
  /** Trademark note shown under the logos. */
  note?: string;
};

/** Integration tiles, each one link to the integration's page, with badge and Connect(ed) label. */
export type IntegrationGridSection = {
  type: 'integrationGrid';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  integrations: Integration[];
  /** Page every tile opens. */
  href: InternalPath;
  /** Explains the Connect / Connected labels. */
  legend?: string;
  note?: string;
};

/** The banner of one integration: logo, overview, facts and actions. */
export type IntegrationBannerSection = {
  type: 'integrationBanner';
  id: string;
  integration: Integration;
  title: string;
  overview: string[];
  facts: { label: string; value: string }[];
  actions: Cta[];
  /**
   * A sign-in button that only works inside the product: drawn disabled with `note` shown next to
   * it, so it is never a dead control.
   */
  signIn?: { label: string; note: string };
};

/** A long-form article: headed parts of paragraphs, lists and an optional quote. */
export type ArticleSection = {
  type: 'article';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  parts: {
    id: string;
    heading: string;
    paragraphs: string[];
    points?: string[];
    /** Points are steps in order. */
    ordered?: boolean;
    quote?: { text: string; by: string };
  }[];
};

/** Product suites in detail: what each does and the capabilities it covers. */
export type ProductSuitesSection = {
  type: 'productSuites';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  suites: {
    /** Anchor id of the suite card (links like `/products/#suite-gold-loan`). */
    id: string;
    icon: IconName;
    name: string;
    /** Who runs it, e.g. "NBFCs, Nidhis and cooperatives". */
    audience: string;
    summary: string;
    capabilities: string[];
  }[];
};

/** Customer case studies: the challenge, what we did, results in figures and the customer's words. */
export type CaseStudiesSection = {
  type: 'caseStudies';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  studies: {
    id: string;
    /** Short label of the customer, e.g. "Finance company". */
    label: string;
    title: string;
    challenge: string;
    approach: string[];
    results: Stat[];
    testimonial: Testimonial;
  }[];
};

/** A person's quote given a stage of its own (the founder and CEO). */
export type QuoteSection = {
  type: 'quote';
  id: string;
  /** Heading of the section; shown as an eyebrow above the quote. */
  title: string;
  tone: Tone;
  quote: { quote: string; name: string; role: string; avatar: Img };
};

/** A support article as listed in the help center and indexed for its search. */
