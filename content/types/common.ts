// Building blocks shared by many sections: links, images, calls to action, people and plans. The
// schemas (content/schema/common.ts) are the source; these are their inferred types.
import type { z } from 'zod';
import type {
  billingChoiceSchema,
  billingPeriodSchema,
  carouselConfigSchema,
  ctaSchema,
  hrefSchema,
  imgSchema,
  integrationBadgeSchema,
  integrationSchema,
  internalPathSchema,
  pricePlanSchema,
  statSchema,
  testimonialSchema,
  toneSchema,
  videoSchema,
} from '../schema/common';

export type InternalPath = z.infer<typeof internalPathSchema>;
export type Href = z.infer<typeof hrefSchema>;
export type Img = z.infer<typeof imgSchema>;
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
