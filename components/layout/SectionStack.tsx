import type { ComponentType } from 'react';
import type { Section } from '@/content/types';
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
import { LeadForm } from '@/components/sections/LeadForm';
import { FormScreen } from '@/components/sections/FormScreen';

/** One component per section type. The mapped type makes a missing entry a type error. */
export type SectionRegistry = {
  [K in Section['type']]: ComponentType<Extract<Section, { type: K }>>;
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
  leadForm: LeadForm,
  formScreen: FormScreen,
};

/** Renders a page's sections in order. */
export function SectionStack({ sections }: { sections: Section[] }) {
  return sections.map((section, index) => {
    const Component = sectionRegistry[section.type] as ComponentType<Section>;
    return <Component key={`${section.type}-${index}`} {...section} />;
  });
}
