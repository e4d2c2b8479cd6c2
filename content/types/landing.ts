// Landing-page sections of the home variants: logos, videos, people, pricing tables, events. The
// schemas (content/schema/landing.ts) are the source; these are their inferred types.
import type { z } from 'zod';
import type {
  appDownloadSchema,
  appStoreSchema,
  countdownSchema,
  eventCardsSchema,
  featureTabsSchema,
  heroSliderSchema,
  logosSchema,
  peopleSchema,
  portfolioItemSchema,
  portfolioSchema,
  priceRowSchema,
  priceTableSchema,
  productCardsSchema,
  productSchema,
  scheduleSchema,
  videoPromoSchema,
} from '../schema/landing';

export type LogosSection = z.infer<typeof logosSchema>;
export type VideoPromoSection = z.infer<typeof videoPromoSchema>;
export type PeopleSection = z.infer<typeof peopleSchema>;
export type CountdownSection = z.infer<typeof countdownSchema>;
export type AppDownloadSection = z.infer<typeof appDownloadSchema>;
export type FeatureTabsSection = z.infer<typeof featureTabsSchema>;
export type PriceTableSection = z.infer<typeof priceTableSchema>;
export type HeroSliderSection = z.infer<typeof heroSliderSchema>;
export type PortfolioSection = z.infer<typeof portfolioSchema>;
export type ProductCardsSection = z.infer<typeof productCardsSchema>;
export type EventCardsSection = z.infer<typeof eventCardsSchema>;
export type ScheduleSection = z.infer<typeof scheduleSchema>;
export type AppStore = z.infer<typeof appStoreSchema>;
export type PriceRow = z.infer<typeof priceRowSchema>;
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;
export type Product = z.infer<typeof productSchema>;
