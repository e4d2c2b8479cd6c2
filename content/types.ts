// The content model: every page is a list of typed sections rendered by SectionStack.
// Copy is plain strings; emphasis is a field, never JSX.
import type { RoutePath } from './routes';
import type { IconName } from './icons';

/** An internal route (optionally with a fragment), or an external / mail / phone target. */
export type Href =
  RoutePath | `${RoutePath}#${string}` | `mailto:${string}` | `tel:${string}` | `https://${string}`;

export type Img = {
  /** Path under public/, starting with `/`. */
  src: `/${string}`;
  /** Write `alt: ''` on purpose for decoration. */
  alt: string;
  width: number;
  height: number;
};

export type Cta = { label: string; href: Href; variant?: 'primary' | 'outline' | 'light' };

export type Tone = 'light' | 'soft' | 'dark';

export type Testimonial = {
  id: string;
  /** Who is quoted: a person's role or the organisation when it prefers not to be named. */
  author: string;
  role: string;
  organisation: string;
  quote: string;
  /** Short result shown as the card's headline, e.g. "2-3 days to 15 minutes". */
  headline: string;
  logo: Img;
  rating: 1 | 2 | 3 | 4 | 5;
};

/** Swiper settings as data (spec §9). Breakpoint keys are min viewport widths in px. */
export type CarouselConfig = {
  slidesPerView: number;
  spaceBetween: number;
  speed: number;
  loop: boolean;
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween?: number }>;
  /** Previous / next buttons. */
  navigation?: boolean;
  /** Clickable dots, one per slide. */
  pagination?: boolean;
  /**
   * Moves on by itself every `delay` ms; stops on hover and focus, has a pause button and never
   * runs under prefers-reduced-motion.
   */
  autoplay?: { delay: number };
};

export type Stat = { value: string; label: string };

/** A hosted product video, played in the lightbox only after a click. */
export type Video = { youtubeId: string; label: string };

export type IntegrationBadge = 'New' | 'Premium' | 'Free' | 'Popular';

/** A third-party service the platform connects to (content/shared/integrations.ts). */
export type Integration = {
  name: string;
  slug: string;
  category: string;
  /** One sentence on what the connection does for a lender. */
  description: string;
  logo: Img;
  badge?: IntegrationBadge;
  /** Switched on in every deployment ('Connected') rather than on request ('Connect'). */
  connected: boolean;
};

/** A price plan; `included: false` features are shown struck out and announced as not included. */
export type PricePlan = {
  name: string;
  /** Price in `currency` per `period`. */
  price: number;
  currency: 'USD';
  period: string;
  summary: string;
  features: { label: string; included: boolean }[];
  cta: Cta;
  /** Drawn as the recommended plan. */
  featured?: boolean;
  /**
   * Price and period text per billing option of the section's `billing` choice; when the section
   * has a billing choice, these replace `price` / `period` (which stay the no-JS fallback).
   */
  prices?: Partial<Record<BillingPeriod, { price: number; period: string }>>;
};

export type BillingPeriod = 'monthly' | 'yearly';

/** A choice of billing period above the plans (radio group); the first option starts selected. */
export type BillingChoice = {
  /** Accessible name of the choice, e.g. "Billing period". */
  label: string;
  options: { id: BillingPeriod; label: string }[];
};

export type FaqItem = { question: string; answer: string };

// ---------------------------------------------------------------- sections

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
  href: RoutePath;
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
export type HelpArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  href: Href;
};

/** The help center's search header: the page's h1 and a search over every article. */
export type HelpSearchSection = {
  type: 'helpSearch';
  eyebrow?: string;
  title: string;
  lead: string;
  /** Static JSON index emitted at build time. */
  indexUrl: `/${string}.json`;
  /** Example queries offered under the field. */
  suggestions: string[];
};

/** Support articles grouped by topic in vertical tabs. */
export type HelpTopicsSection = {
  type: 'helpTopics';
  id: string;
  title: string;
  lead?: string;
  topics: { label: string; articles: HelpArticleSummary[] }[];
};

/** A long support article with a back link, related articles and quick-support links. */
export type HelpArticleSection = {
  type: 'helpArticle';
  back: Cta;
  category: string;
  title: string;
  /** ISO day of the last review. */
  updated: string;
  readingTime: string;
  /** The body's level-2 headings, for the "In this article" list. */
  contents: { id: string; text: string }[];
  /** The body as safe HTML from the Markdown pipeline (content/collections/markdown.ts). */
  html: string;
  /** Numbered steps of the body, for HowTo structured data; empty when it has none. */
  steps: string[];
  /** The line under the title in lists, used as the structured data's description. */
  excerpt: string;
  related: HelpArticleSummary[];
  support: {
    title: string;
    text: string;
    links: { icon: IconName; label: string; detail: string; href: Href }[];
  };
};

// ---------------------------------------------------------------- careers

/** An open position as shown on a job card (spec §3 "Job card"). */
export type Job = {
  /** Stable key (not a DOM id). */
  slug: string;
  title: string;
  /** The opening's own page. */
  href: Href;
  /** Badge on the card: the team, e.g. "Engineering". */
  category: string;
  /** e.g. "Full Time", "Remote - Full Time". */
  workType: string;
  company: string;
  location: string;
  /** Yearly salary range as shown, e.g. "$35k - $45k". */
  salary: string;
  /** The card's button: the application form on the opening's page. */
  apply: Cta;
};

/** A job opening with everything its page shows (from content/careers/<slug>.md). */
export type JobPosting = Job & {
  logo: Img;
  rating: 1 | 2 | 3 | 4 | 5;
  /** The page's lead and meta description. */
  summary: string;
  experience: string;
  /** Words as shown ("Full Time") and the schema.org value ("FULL_TIME"). */
  employmentType: { label: string; schema: string };
  workplace: 'on-site' | 'hybrid' | 'remote';
  /** ISO 3166-1 alpha-2 country of the location. */
  country: string;
  /** ISO days. */
  datePosted: string;
  validThrough: string;
  /** Yearly base salary for structured data (the shown range is `salary`). */
  baseSalary: { min: number; max: number; currency: string };
  /** Past its validThrough day when the site was built: the page says so and drops the JobPosting. */
  closed: boolean;
  /** Responsibilities, requirements and benefits: safe HTML from the Markdown body. */
  html: string;
};

/** Job cards in a grid: open positions, related jobs. */
export type JobListSection = {
  type: 'jobList';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  jobs: Job[];
};

/** The banner of a job posting: the page's h1 with company, rating, location and salary. */
export type JobHeaderSection = { type: 'jobHeader'; job: JobPosting };

/** A job posting's body (responsibilities, requirements, skills) and its overview sidebar. */
export type JobDetailsSection = {
  type: 'jobDetails';
  id: string;
  job: JobPosting;
  /** The application form's section (or, once closed, the other openings). */
  apply: Cta;
};

// ---------------------------------------------------------------- news

export type Author = { name: string; role: string };

/** One news article as shown on a card (spec §3 "Blog or news card"). */
export type ArticleSummary = {
  /** Stable key (not a DOM id). */
  slug: string;
  /** Category label, also the card's badge. */
  category: string;
  /** The category's icon, drawn on the card's cover. */
  icon: IconName;
  title: string;
  excerpt: string;
  author: Author;
  /** ISO date, e.g. "2024-03-14". */
  date: string;
  href: Href;
};

export type FilterLink = { label: string; href: RoutePath; current: boolean };

export type PageLink = { label: string; href: RoutePath; current: boolean };

/** Previous / numbered pages / Next; an end without a page has no href (rendered disabled). */
export type Pagination = {
  label: string;
  previous?: RoutePath;
  next?: RoutePath;
  pages: PageLink[];
};

/** The article listing: category chips, featured and regular cards, pagination. */
export type NewsListSection = {
  type: 'newsList';
  id: string;
  title: string;
  filters: { label: string; links: FilterLink[] };
  articles: ArticleSummary[];
  /** How many leading cards are drawn large. */
  featured: number;
  pagination?: Pagination;
};

/** A few article cards under a heading with a link to all articles: related or latest news. */
export type NewsCardsSection = {
  type: 'newsCards';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  articles: ArticleSummary[];
  more?: Cta;
  /** Show the cards in a carousel instead of a grid. */
  carousel?: CarouselConfig;
};

/** A long-form article (the page's h1): byline, cover, the Markdown body and a sidebar quote. */
export type NewsArticleSection = {
  type: 'newsArticle';
  id: string;
  category: string;
  /** The category's page, linked from the badge. */
  categoryHref: Href;
  /** Drawn as the cover when the article has no image. */
  icon: IconName;
  title: string;
  lead: string;
  author: Author;
  date: string;
  readingTime: string;
  image?: Img;
  /** The body as safe HTML from the Markdown pipeline (content/collections/markdown.ts). */
  html: string;
  aside: {
    title: string;
    quote: string;
    name: string;
    role: string;
    avatar: Img;
  };
};

/** A lead form placed from content: copy (and a checklist) on one side, the form on the other. */
export type LeadFormSection = {
  type: 'leadForm';
  id: string;
  form: 'contact' | 'serviceContact' | 'integrationApplication' | 'websiteTest' | 'jobApplication';
  /** The job a jobApplication form applies for. */
  role?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  points?: string[];
  tone: Tone;
};

/** A customer story behind a tab: the tab's short label and the testimonial it shows. */
export type TestimonialTab = { label: string; testimonial: Testimonial };

/**
 * A screen whose purpose is one form (request for demo, sign in, sign up, password reset): the
 * page's h1 above the form, and optionally customer stories in tabs with client logos beside it.
 */
export type FormScreenSection = {
  type: 'formScreen';
  form: 'demoRequest' | 'signIn' | 'signUp' | 'passwordReset';
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: 'light' | 'soft';
  aside?: {
    title: string;
    tabs: TestimonialTab[];
    logosTitle?: string;
    logos?: Img[];
  };
};

// ---------------------------------------------------------------- landing-page sections

/** A row of customer, partner or sponsor logos; a carousel when `carousel` is given. */
export type LogosSection = {
  type: 'logos';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** Each logo's alt names the organisation (or kind of organisation) it stands for. */
  logos: Img[];
  carousel?: CarouselConfig;
};

/** A band around one product video that opens in the lightbox (nothing loads before the click). */
export type VideoPromoSection = {
  type: 'videoPromo';
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  tone: Tone;
  video: Video;
  points?: string[];
  image?: Img;
};

/** People with name and role: team, speakers, advisers. */
export type PeopleSection = {
  type: 'people';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  people: {
    name: string;
    role: string;
    /** One line on what they do or will talk about. */
    bio?: string;
    /** Without a portrait, generated initials are drawn. */
    avatar?: Img;
  }[];
};

/** A countdown to a date, shown as fixed text (it does not tick; spec §4). */
export type CountdownSection = {
  type: 'countdown';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** What the countdown counts to, e.g. "Doors open 22 November, 9:00 IST". */
  target: string;
  units: { value: string; label: string }[];
  cta?: Cta;
};

/** Store badges for the mobile and desktop apps. */
export type AppDownloadSection = {
  type: 'appDownload';
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  tone: Tone;
  stores: { store: 'appStore' | 'playStore' | 'windows'; href: Href }[];
  image?: Img;
};

/** Content in WAI-ARIA tabs: product features, technology areas. One panel per tab. */
export type FeatureTabsSection = {
  type: 'featureTabs';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  tabs: {
    label: string;
    title: string;
    paragraphs: string[];
    points?: string[];
    image?: Img;
    cta?: Cta;
  }[];
};

/** One row of a price table: an asset's USD price and its percent changes (sign gives direction). */
export type PriceRow = {
  name: string;
  /** Ticker or unit code, e.g. "XAU-g". */
  symbol: string;
  /** Price in USD. */
  price: number;
  /** Percent changes over 1 hour, 24 hours and 7 days, e.g. -0.42. */
  change1h: number;
  change24h: number;
  change7d: number;
};

/**
 * A table of asset prices with 1h / 24h / 7d changes. Direction is shown by arrow, sign and a
 * visually-hidden "up" / "down", never by colour alone; `note` says where the figures come from.
 */
export type PriceTableSection = {
  type: 'priceTable';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** The table's caption (visible). */
  caption: string;
  rows: PriceRow[];
  /** Small print under the table, e.g. that the prices are sample figures, not live. */
  note: string;
  cta?: Cta;
};

/**
 * A rotating hero: slides of title, lead and artwork in the shared carousel, with the calls to
 * action below it. The first slide's title is the page's h1 (in the server HTML); the others are
 * paragraphs styled alike.
 */
export type HeroSliderSection = {
  type: 'heroSlider';
  tone: Tone;
  /** Accessible name of the carousel. */
  label: string;
  slides: { eyebrow?: string; title: string; lead: string; image?: Img }[];
  primary: Cta;
  secondary?: Cta;
  carousel: CarouselConfig;
};

/** A work sample in the portfolio: its title, the filter categories it belongs to and its image. */
export type PortfolioItem = { title: string; categories: string[]; image: Img };

/**
 * Work samples behind category filter buttons ('All' first); each item opens in an image
 * lightbox with next / previous and zoom. Every item is in the HTML; filtering only hides items.
 */
export type PortfolioSection = {
  type: 'portfolio';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** Filter buttons after 'All', in order. */
  categories: string[];
  items: PortfolioItem[];
};

/** A product for sale: price, optional old price (struck through, read as "was") and badge. */
export type Product = {
  name: string;
  /** Price in the section's currency. */
  price: number;
  oldPrice?: number;
  /** Short label on the card, e.g. "Sale". */
  badge?: string;
  image: Img;
  link: Cta;
};

/** A small store: product cards with image, name, price and a link. */
export type ProductCardsSection = {
  type: 'productCards';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  currency: 'USD';
  products: Product[];
};

/** Upcoming events as cards: days left, date, place, title and a short summary. */
export type EventCardsSection = {
  type: 'eventCards';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  events: {
    /** Shown as "3 days left". */
    daysLeft: number;
    /** ISO date, e.g. "2026-11-26". */
    date: string;
    place: string;
    title: string;
    summary: string;
    link?: Cta;
  }[];
};

/** A multi-day programme: one tab per day (the first active), each listing its sessions. */
export type ScheduleSection = {
  type: 'schedule';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  days: {
    /** Tab label, e.g. "Day-1". */
    label: string;
    sessions: {
      speaker: string;
      role: string;
      /** Date and time as shown, e.g. "22 Nov 2026, 10:00 IST". */
      date: string;
      place: string;
      title: string;
      description: string;
    }[];
  }[];
  cta?: Cta;
};

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

export type PageContent = {
  meta: PageMeta;
  /** `false` for full-screen pages without the site header. */
  header?: HeaderOptions | false;
  /** `false` for full-screen pages without the site footer. */
  footer?: FooterOptions | false;
  sections: Section[];
};
