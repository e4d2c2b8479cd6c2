// The founder and CEO's quote (content/shared/quotes/founder.yml), used on the success-stories
// page and in article sidebars.
import type { z } from 'zod';
import type { founderQuoteSchema } from '../schema/common';
import { sharedItem } from './load';

export type FounderQuote = z.infer<typeof founderQuoteSchema>;

export const founderQuote: FounderQuote = sharedItem('quotes', 'founder');
