// Landing-page sections of the home variants as zod schemas: logos, videos, people, pricing tables,
// events. The content model's types (content/types.ts) are inferred from these.
import { z } from 'zod';
import { imageOf } from './image';
import { sharedRef } from './refs';
import {
  ctaSchema,
  hrefSchema,
  line,
  text,
  toneSchema,
  eyebrow,
  headed,
  id,
  lead,
  title,
} from './common';

const points = () => z.array(line('Point'));

export const logosSchema = z
  .strictObject({
    type: z.literal('logos'),
    ...headed,
    /** Each logo's alt names the organisation (or kind of organisation) it stands for. */
    logos: z.array(sharedRef('logos')).meta({
      description:
        "Each logo's alt names the organisation (or kind of organisation) it stands for.",
    }),
    carousel: sharedRef('carousels').optional(),
  })
  .meta({
    title: 'Logos',
    description:
      'A row of customer, partner or sponsor logos; a carousel when `carousel` is given.',
  });

export const videoPromoSchema = z
  .strictObject({
    type: z.literal('videoPromo'),
    id: id(),
    eyebrow: eyebrow().optional(),
    title: title(),
    lead: lead(),
    tone: toneSchema,
    video: sharedRef('videos'),
    points: points().optional(),
    image: imageOf('videoPromo').optional(),
  })
  .meta({
    title: 'Video promo',
    description:
      'A band around one product video that opens in the lightbox (nothing loads before the click).',
  });

export const peopleSchema = z
  .strictObject({
    type: z.literal('people'),
    ...headed,
    people: z.array(
      z.strictObject({
        name: line('Name'),
        role: line('Role'),
        /** One line on what they do or will talk about. */
        bio: line('Bio', 'One line on what they do or will talk about.').optional(),
        /** Without a portrait, generated initials are drawn. */
        avatar: imageOf('avatar')
          .optional()
          .meta({ description: 'Without a portrait, generated initials are drawn.' }),
      }),
    ),
  })
  .meta({ title: 'People', description: 'People with name and role: team, speakers, advisers.' });

export const countdownSchema = z
  .strictObject({
    type: z.literal('countdown'),
    ...headed,
    /** What the countdown counts to, e.g. "Doors open 22 November, 9:00 IST". */
    target: line(
      'Target',
      'What the countdown counts to, e.g. "Doors open 22 November, 9:00 IST".',
    ),
    units: z.array(z.strictObject({ value: line('Value'), label: line('Label') })),
    cta: ctaSchema.optional(),
  })
  .meta({
    title: 'Countdown',
    description: 'A countdown to a date, shown as fixed text (it does not tick; spec §4).',
  });

/** The app stores a download badge can name. */
export const appStoreSchema = z
  .enum(['appStore', 'playStore', 'windows'])
  .meta({ description: 'The app stores a download badge can name.' });

export const appDownloadSchema = z
  .strictObject({
    type: z.literal('appDownload'),
    id: id(),
    eyebrow: eyebrow().optional(),
    title: title(),
    lead: lead(),
    tone: toneSchema,
    stores: z.array(z.strictObject({ store: appStoreSchema, href: hrefSchema })),
    image: imageOf('appDownload').optional(),
  })
  .meta({ title: 'App download', description: 'Store badges for the mobile and desktop apps.' });

export const featureTabsSchema = z
  .strictObject({
    type: z.literal('featureTabs'),
    ...headed,
    tabs: z.array(
      z.strictObject({
        label: line('Tab'),
        title: title(),
        paragraphs: z.array(text('Paragraph')),
        points: points().optional(),
        image: imageOf('tab').optional(),
        cta: ctaSchema.optional(),
      }),
    ),
  })
  .meta({
    title: 'Feature tabs',
    description: 'Content in WAI-ARIA tabs: product features, technology areas. One panel per tab.',
  });

/** One row of a price table: an asset's USD price and its percent changes (sign gives direction). */
export const priceRowSchema = z
  .strictObject({
    name: line('Name'),
    /** Ticker or unit code, e.g. "XAU-g". */
    symbol: line('Symbol', 'Ticker or unit code, e.g. "XAU-g".'),
    /** Price in USD. */
    price: z.number().meta({ description: 'Price in USD.' }),
    /** Percent changes over 1 hour, 24 hours and 7 days, e.g. -0.42. */
    change1h: z
      .number()
      .meta({ description: 'Percent changes over 1 hour, 24 hours and 7 days, e.g. -0.42.' }),
    change24h: z.number(),
    change7d: z.number(),
  })
  .meta({
    description:
      "One row of a price table: an asset's USD price and its percent changes (sign gives direction).",
  });

export const priceTableSchema = z
  .strictObject({
    type: z.literal('priceTable'),
    ...headed,
    /** The table's caption (visible). */
    caption: line('Caption', "The table's caption (visible)."),
    rows: z.array(priceRowSchema),
    /** Small print under the table, e.g. that the prices are sample figures, not live. */
    note: text(
      'Note',
      'Small print under the table, e.g. that the prices are sample figures, not live.',
    ),
    cta: ctaSchema.optional(),
  })
  .meta({
    title: 'Price table',
    description:
      'A table of asset prices with 1h / 24h / 7d changes. Direction is shown by arrow, sign and a visually-hidden "up" / "down", never by colour alone; `note` says where the figures come from.',
  });

export const heroSliderSchema = z
  .strictObject({
    type: z.literal('heroSlider'),
    tone: toneSchema,
    /** Accessible name of the carousel. */
    label: line('Label', 'Accessible name of the carousel.'),
    slides: z.array(
      z.strictObject({
        eyebrow: eyebrow().optional(),
        title: title(),
        lead: lead(),
        image: imageOf('heroSlide', { lead: true }).optional(),
      }),
    ),
    primary: ctaSchema,
    secondary: ctaSchema.optional(),
    carousel: sharedRef('carousels'),
  })
  .meta({
    title: 'Hero slider',
    description:
      "A rotating hero: slides of title, lead and artwork in the shared carousel, with the calls to action below it. The first slide's title is the page's h1 (in the server HTML); the others are paragraphs styled alike.",
  });

/** A work sample in the portfolio: its title, the filter categories it belongs to and its image. */
export const portfolioItemSchema = z
  .strictObject({
    title: title(),
    categories: z.array(line('Category')),
    image: imageOf('portfolio'),
  })
  .meta({
    description:
      'A work sample in the portfolio: its title, the filter categories it belongs to and its image.',
  });

export const portfolioSchema = z
  .strictObject({
    type: z.literal('portfolio'),
    ...headed,
    /** Filter buttons after 'All', in order. */
    categories: z
      .array(line('Category'))
      .meta({ description: "Filter buttons after 'All', in order." }),
    items: z.array(portfolioItemSchema),
  })
  .meta({
    title: 'Portfolio',
    description:
      "Work samples behind category filter buttons ('All' first); each item opens in an image lightbox with next / previous and zoom. Every item is in the HTML; filtering only hides items.",
  });

/** A product for sale: price, optional old price (struck through, read as "was") and badge. */
export const productSchema = z
  .strictObject({
    name: line('Name'),
    /** Price in the section's currency. */
    price: z.number().meta({ description: "Price in the section's currency." }),
    oldPrice: z.number().optional(),
    /** Short label on the card, e.g. "Sale". */
    badge: line('Badge', 'Short label on the card, e.g. "Sale".').optional(),
    image: imageOf('productCard'),
    link: ctaSchema,
  })
  .meta({
    description:
      'A product for sale: price, optional old price (struck through, read as "was") and badge.',
  });

export const productCardsSchema = z
  .strictObject({
    type: z.literal('productCards'),
    ...headed,
    currency: z.literal('USD'),
    products: z.array(productSchema),
  })
  .meta({
    title: 'Product cards',
    description: 'A small store: product cards with image, name, price and a link.',
  });

export const eventCardsSchema = z
  .strictObject({
    type: z.literal('eventCards'),
    ...headed,
    events: z.array(
      z.strictObject({
        /** Shown as "3 days left". */
        daysLeft: z.number().meta({ description: 'Shown as "3 days left".' }),
        /** ISO date, e.g. "2026-11-26". */
        date: line('Date', 'ISO date, e.g. "2026-11-26".'),
        place: line('Place'),
        title: title(),
        summary: text('Summary'),
        link: ctaSchema.optional(),
      }),
    ),
  })
  .meta({
    title: 'Event cards',
    description: 'Upcoming events as cards: days left, date, place, title and a short summary.',
  });

export const agendaSchema = z
  .strictObject({
    type: z.literal('agenda'),
    ...headed,
    days: z.array(
      z.strictObject({
        /** Tab label, e.g. "Day-1". */
        label: line('Tab', 'Tab label, e.g. "Day-1".'),
        sessions: z.array(
          z.strictObject({
            speaker: line('Speaker'),
            role: line('Role'),
            /** Date and time as shown, e.g. "22 Nov 2026, 10:00 IST". */
            date: line('Date', 'Date and time as shown, e.g. "22 Nov 2026, 10:00 IST".'),
            place: line('Place'),
            title: title(),
            description: text('Description'),
          }),
        ),
      }),
    ),
    cta: ctaSchema.optional(),
  })
  .meta({
    title: 'Schedule',
    description:
      'A multi-day programme: one tab per day (the first active), each listing its sessions.',
  });
