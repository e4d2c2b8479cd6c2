import type { ComponentType } from 'react';
import type { CompanyProps, Section } from '@/content/types';
import { Hero } from '@/components/sections/Hero';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { ImageFeature } from '@/components/sections/ImageFeature';
import { CallToAction } from '@/components/sections/CallToAction';
import { SubscribeBanner } from '@/components/sections/SubscribeBanner';
import { PageHeader } from '@/components/sections/PageHeader';
import { Story } from '@/components/sections/Story';
import { Timeline } from '@/components/sections/Timeline';
import { TestimonialSlider } from '@/components/sections/TestimonialSlider';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { MessageScreen } from '@/components/sections/MessageScreen';
import { Highlights } from '@/components/sections/Highlights';
import { TestimonialTabs } from '@/components/sections/TestimonialTabs';
import { WorkProcess } from '@/components/sections/WorkProcess';
import { Pricing } from '@/components/sections/Pricing';
import { Faq } from '@/components/sections/Faq';
import { IntegrationLogos } from '@/components/sections/IntegrationLogos';
import { IntegrationGrid } from '@/components/sections/IntegrationGrid';
import { IntegrationBanner } from '@/components/sections/IntegrationBanner';
import { Article } from '@/components/sections/Article';
import { NewsArticle } from '@/components/sections/NewsArticle';
import { ProductSuites } from '@/components/sections/ProductSuites';
import { CaseStudies } from '@/components/sections/CaseStudies';
import { Quote } from '@/components/sections/Quote';
import { HelpSearchHeader } from '@/components/sections/HelpSearchHeader';
import { HelpTopics } from '@/components/sections/HelpTopics';
import { HelpArticle } from '@/components/sections/HelpArticle';
import { JobList } from '@/components/sections/JobList';
import { JobHeader } from '@/components/sections/JobHeader';
import { JobDetails } from '@/components/sections/JobDetails';
import { NewsList } from '@/components/sections/NewsList';
import { HelpList } from '@/components/sections/HelpList';
import { NewsCards } from '@/components/sections/NewsCards';
import { LeadForm } from '@/components/sections/LeadForm';
import { FormScreen } from '@/components/sections/FormScreen';
import { Logos } from '@/components/sections/Logos';
import { VideoPromo } from '@/components/sections/VideoPromo';
import { People } from '@/components/sections/People';
import { Countdown } from '@/components/sections/Countdown';
import { AppDownload } from '@/components/sections/AppDownload';
import { FeatureTabs } from '@/components/sections/FeatureTabs';
import { PriceTable } from '@/components/sections/PriceTable';
import { HeroSlider } from '@/components/sections/HeroSlider';
import { Portfolio } from '@/components/sections/Portfolio';
import { ProductCards } from '@/components/sections/ProductCards';
import { EventCards } from '@/components/sections/EventCards';
import { Agenda } from '@/components/sections/Agenda';
import { EventDetails } from '@/components/sections/EventDetails';
import { EventList } from '@/components/sections/EventList';

/**
 * One component per section type. The mapped type makes a missing entry a type error. Each gets its
 * section and the company's facts (forms, the brand, socials take them; the others ignore them).
 */
export type SectionRegistry = {
  [K in Section['type']]: ComponentType<Extract<Section, { type: K }> & CompanyProps>;
};

export const sectionRegistry: SectionRegistry = {
  hero: Hero,
  featureGrid: FeatureGrid,
  imageFeature: ImageFeature,
  callToAction: CallToAction,
  subscribeBanner: SubscribeBanner,
  pageHeader: PageHeader,
  story: Story,
  timeline: Timeline,
  testimonialSlider: TestimonialSlider,
  contactChannels: ContactChannels,
  messageScreen: MessageScreen,
  highlights: Highlights,
  testimonialTabs: TestimonialTabs,
  workProcess: WorkProcess,
  pricing: Pricing,
  faq: Faq,
  integrationLogos: IntegrationLogos,
  integrationGrid: IntegrationGrid,
  integrationBanner: IntegrationBanner,
  article: Article,
  newsArticle: NewsArticle,
  productSuites: ProductSuites,
  caseStudies: CaseStudies,
  quote: Quote,
  helpSearch: HelpSearchHeader,
  helpTopics: HelpTopics,
  helpList: HelpList,
  helpArticle: HelpArticle,
  jobList: JobList,
  jobHeader: JobHeader,
  jobDetails: JobDetails,
  newsList: NewsList,
  newsCards: NewsCards,
  leadForm: LeadForm,
  formScreen: FormScreen,
  logos: Logos,
  videoPromo: VideoPromo,
  people: People,
  countdown: Countdown,
  appDownload: AppDownload,
  featureTabs: FeatureTabs,
  priceTable: PriceTable,
  heroSlider: HeroSlider,
  portfolio: Portfolio,
  productCards: ProductCards,
  eventCards: EventCards,
  agenda: Agenda,
  event: EventDetails,
  eventList: EventList,
};

/** Renders a page's sections in order. */
export function SectionStack({ sections, company }: { sections: Section[] } & CompanyProps) {
  return sections.map((section, index) => {
    const Component = sectionRegistry[section.type] as ComponentType<Section & CompanyProps>;
    return <Component key={`${section.type}-${index}`} {...section} company={company} />;
  });
}
