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
};

export type Stat = { value: string; label: string };

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

/** A lead form placed from content: copy (and a checklist) on one side, the form on the other. */
export type LeadFormSection = {
  type: 'leadForm';
  id: string;
  form: 'contact' | 'serviceContact' | 'integrationApplication' | 'websiteTest';
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

export type Section =
  | LeadFormSection
  | FormScreenSection
  | HeroSection
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
