// Sections of the marketing pages as zod schemas: heroes, features, pricing, integrations, stories.
// The content model's types (content/types/sections.ts) are inferred from these.
import { z } from 'zod';
import { imageOf } from './image';
import { allowedHrefForms, inlineLinks, isAllowedHref } from '../../lib/inline-links';
import {
  companyContactRef,
  companyStatsRef,
  integrationRef,
  leadIntegrationRef,
  orReplyPromise,
  sharedRef,
  withCompanyFacts,
} from './refs';
import {
  billingChoiceSchema,
  ctaSchema,
  faqItemSchema,
  hrefSchema,
  iconNameSchema,
  internalPathSchema,
  line,
  pricePlanSchema,
  processStepSchema,
  statSchema,
  text,
  toneSchema,
  eyebrow,
  headed,
  id,
  lead,
  title,
} from './common';

/** Paragraphs of copy; one may name a company fact as `{{email.sales}}` (refs.ts). */
const paragraphs = () =>
  z.array(
    withCompanyFacts(
      text(
        'Paragraph',
        '`{{email.sales}}`, `{{phone}}`, … stand for the company’s own (Company facts in the editor).',
      ),
    ),
  );
const points = () => z.array(line('Point'));

/**
 * Copy that may also link, Markdown-style: `[privacy notice](/privacy/)` (lib/inline-links.ts).
 * An href must be an internal path, `mailto:`, `tel:` or `https://`; anything else (a
 * `javascript:` URL…) fails naming the field. The content lint checks internal targets exist.
 */
const linked = (copy: z.ZodString) =>
  withCompanyFacts(copy).superRefine((value, context) => {
    for (const link of inlineLinks(value))
      if (!isAllowedHref(link.href))
        context.addIssue({
          code: 'custom',
          message: `link "[${link.text}](${link.href})": the href must be ${allowedHrefForms}`,
          input: value,
        });
  });

const linkHint =
  '`[text](/path/)` makes a link (a page of this site, mailto:, tel: or https://); `{{email.sales}}`, `{{phone}}`, … stand for the company’s own (Company facts in the editor).';

/** Paragraphs that may link (`[text](/path/)`) and name company facts. */
const linkedParagraphs = () => z.array(linked(text('Paragraph', linkHint)));

export const heroSchema = z
  .strictObject({
    type: z.literal('hero'),
    layout: z.enum(['split', 'centered']),
    tone: toneSchema,
    eyebrow: eyebrow().optional(),
    title: title(),
    /** A phrase inside `title` drawn in the accent colour. */
    highlight: line('Highlight', 'A phrase inside `title` drawn in the accent colour.').optional(),
    lead: lead(),
    primary: ctaSchema,
    secondary: ctaSchema.optional(),
    /** Short proof points under the buttons. */
    points: points().optional().meta({ description: 'Short proof points under the buttons.' }),
    image: imageOf('hero', { lead: true }).optional(),
    /** A 'Watch Demo' button that opens the video in a lightbox (nothing loads before the click). */
    video: sharedRef('videos').optional().meta({
      description:
        "A 'Watch Demo' button that opens the video in a lightbox (nothing loads before the click).",
    }),
  })
  .meta({
    title: 'Hero',
    description:
      "The first section of a landing page: the page's h1 with one or two calls to action.",
  });

export const pageHeaderSchema = z
  .strictObject({
    type: z.literal('pageHeader'),
    eyebrow: eyebrow().optional(),
    title: title(),
    lead: linked(text('Lead', linkHint)).optional(),
    paragraphs: linkedParagraphs().optional(),
    /** A product mockup drawn in SVG beside the text (decorative or described by alt). */
    illustration: imageOf('pageHeader', { lead: true }).optional().meta({
      description:
        'A product mockup drawn in SVG beside the text (decorative or described by alt).',
    }),
    tone: toneSchema.optional(),
  })
  .meta({ title: 'Page header' });

export const storySchema = z
  .strictObject({
    type: z.literal('story'),
    id: id(),
    eyebrow: eyebrow(),
    title: title(),
    paragraphs: paragraphs(),
    recognitionsTitle: line('Recognitions title'),
    recognitions: z.array(
      z.strictObject({
        name: line('Name'),
        by: line('By'),
        year: line('Year'),
        logo: imageOf('logo'),
      }),
    ),
    companyStats: companyStatsRef,
    /** Stats of this section only, after the company's. */
    stats: z
      .array(statSchema)
      .optional()
      .meta({ description: "Stats of this section only, after the company's." }),
  })
  .meta({ title: 'Story' });

export const timelineSchema = z
  .strictObject({
    type: z.literal('timeline'),
    id: id(),
    title: title(),
    lead: lead(),
    milestones: z.array(z.strictObject({ year: line('Year'), title: title(), text: text('Text') })),
  })
  .meta({ title: 'Timeline' });

export const testimonialSliderSchema = z
  .strictObject({
    type: z.literal('testimonialSlider'),
    ...headed,
    testimonials: z.array(sharedRef('testimonials')),
    carousel: sharedRef('carousels'),
    /** Buttons under the carousel. */
    actions: z
      .strictObject({ primary: ctaSchema, secondary: ctaSchema.optional() })
      .optional()
      .meta({ description: 'Buttons under the carousel.' }),
  })
  .meta({ title: 'Testimonial slider' });

export const contactChannelsSchema = z
  .strictObject({
    type: z.literal('contactChannels'),
    id: id(),
    eyebrow: eyebrow(),
    title: title(),
    lead: lead(),
    channels: z.array(
      z
        .strictObject({
          icon: iconNameSchema,
          title: title(),
          text: text('Text'),
          /** A company contact (content/company.yml), or a link of this card's own. */
          contact: companyContactRef.optional(),
          link: z
            .strictObject({ label: line('Label'), href: hrefSchema })
            .optional()
            .meta({ description: 'A link of this card’s own, when no company contact is picked.' }),
        })
        .transform(({ contact, link, ...channel }, context) => {
          if (!contact === !link)
            context.addIssue({
              code: 'custom',
              path: ['contact'],
              message: 'pick a company contact or write a link (one of the two)',
              input: channel,
            });
          return { ...channel, link: (contact ?? link)! };
        }),
    ),
    /** Under the cards; without it, the company's reply promise (content/company.yml). */
    promise: orReplyPromise(
      text(
        'Promise',
        'Under the cards; leave it empty for the company’s reply promise (Company facts in the editor).',
      ).optional(),
    ),
  })
  .meta({ title: 'Contact channels' });

export const featureGridSchema = z
  .strictObject({
    type: z.literal('featureGrid'),
    ...headed,
    columns: z.literal([2, 3, 4]),
    items: z.array(
      z.strictObject({
        icon: iconNameSchema,
        title: title(),
        text: text('Text'),
        link: ctaSchema.optional(),
      }),
    ),
  })
  .meta({
    title: 'Feature grid',
    description: 'Cards of icon + title + text: why choose us, benefits, services, perks.',
  });

export const imageFeatureSchema = z
  .strictObject({
    type: z.literal('imageFeature'),
    id: id(),
    eyebrow: eyebrow().optional(),
    title: title(),
    paragraphs: paragraphs(),
    points: points().optional(),
    image: imageOf('feature'),
    reverse: z.boolean().optional(),
    tone: toneSchema,
    cta: ctaSchema.optional(),
  })
  .meta({
    title: 'Image feature',
    description: 'Artwork beside copy and a checklist; `reverse` puts the artwork on the left.',
  });

/**
 * A button whose label and link may name company facts: `Email {{email.support}}`,
 * `mailto:{{email.support}}` (refs.ts).
 */
const factCtaSchema = ctaSchema.extend({
  label: withCompanyFacts(
    line(
      'Label',
      '`{{email.support}}`, `{{phone}}`, … stand for the company’s own (Company facts in the editor).',
    ),
  ),
  // The link as the file writes it is checked first (the editor shows that pattern), then again
  // with the facts written in.
  href: hrefSchema.pipe(
    withCompanyFacts(z.string()).pipe(hrefSchema) as unknown as z.ZodType<
      z.output<typeof hrefSchema>,
      z.output<typeof hrefSchema>
    >,
  ),
});

export const callToActionSchema = z
  .strictObject({
    type: z.literal('callToAction'),
    id: id(),
    title: title(),
    lead: lead(),
    primary: factCtaSchema,
    secondary: factCtaSchema.optional(),
    tone: z.enum(['soft', 'dark']),
    /** Counters shown in the band (static text, they do not tick). */
    stats: z
      .array(statSchema)
      .optional()
      .meta({ description: 'Counters shown in the band (static text, they do not tick).' }),
  })
  .meta({
    title: 'Call to action',
    description: 'A closing band that asks for one action (and optionally a second).',
  });

export const subscribeBannerSchema = z
  .strictObject({
    type: z.literal('subscribeBanner'),
    id: id(),
    title: title(),
    lead: lead(),
    /** Form id reported with the submission, e.g. "news-subscribe". */
    formId: line('Form id', 'Form id reported with the submission, e.g. "news-subscribe".'),
    tone: z.enum(['soft', 'dark']),
  })
  .meta({
    title: 'Subscribe banner',
    description: 'Newsletter sign-up band around the shared newsletter form.',
  });

export const messageScreenSchema = z
  .strictObject({
    type: z.literal('messageScreen'),
    /** Large code shown above the title, e.g. "404". */
    code: line('Code', 'Large code shown above the title, e.g. "404".').optional(),
    eyebrow: eyebrow().optional(),
    title: title(),
    lead: lead(),
    cta: ctaSchema,
    tone: z.enum(['light', 'dark']),
    /** Fill the viewport and show the logo (for screens without the site header). */
    fullHeight: z.boolean().optional().meta({
      description: 'Fill the viewport and show the logo (for screens without the site header).',
    }),
    showSocials: z.boolean().optional(),
  })
  .meta({
    title: 'Message screen',
    description: 'A single-message screen: not found, coming soon.',
  });

export const highlightsSchema = z
  .strictObject({
    type: z.literal('highlights'),
    ...headed,
    items: z.array(
      z.strictObject({
        value: withCompanyFacts(
          line(
            'Value',
            '`{{integrationCount}}` stands for how many integrations there are; `{{phone}}`, … for the company’s own (Company facts in the editor).',
          ),
        ),
        label: line('Label'),
        text: text('Text'),
      }),
    ),
  })
  .meta({
    title: 'Highlights',
    description: 'Headline figures with a short explanation each: promo blocks.',
  });

export const testimonialTabsSchema = z
  .strictObject({
    type: z.literal('testimonialTabs'),
    ...headed,
    items: z.array(z.strictObject({ tab: line('Tab'), testimonial: sharedRef('testimonials') })),
  })
  .meta({
    title: 'Testimonial tabs',
    description: 'Customer quotes, one per tab (WAI-ARIA tabs).',
  });

export const workProcessSchema = z
  .strictObject({
    type: z.literal('workProcess'),
    ...headed,
    /** Shared steps (content/shared/processes/), shown before any steps of this section. */
    process: sharedRef('processes').optional().meta({
      description:
        'Shared steps (the editor’s Process steps collection), shown before any steps of this section.',
    }),
    /** Steps of this section only. */
    steps: z
      .array(processStepSchema)
      .optional()
      .meta({ description: 'Steps of this section only.' }),
  })
  .meta({ title: 'Work process', description: 'Numbered steps of how a project runs.' });

export const pricingSchema = z
  .strictObject({
    type: z.literal('pricing'),
    ...headed,
    /** Shared plans (content/shared/plans/), shown before the plans of this page. */
    plans: z.array(sharedRef('plans')).default([]).meta({
      title: 'Shared plans',
      description:
        'Shared plans (the editor’s Price plans collection), shown before the plans of this page.',
    }),
    /** Plans written on this page only. */
    pagePlans: z
      .array(pricePlanSchema)
      .optional()
      .meta({ title: 'Plans of this page', description: 'Plans written on this page only.' }),
    /** Monthly / yearly switch; plans then show their `prices` for the selected option. */
    billing: billingChoiceSchema.optional().meta({
      description:
        'Monthly / yearly switch; plans then show their `prices` for the selected option.',
    }),
    /** Small print under the plans (taxes, billing). */
    note: text('Note', 'Small print under the plans (taxes, billing).').optional(),
  })
  .meta({
    title: 'Pricing',
    description: 'Price plans side by side with included and excluded features.',
  });

export const faqSchema = z
  .strictObject({
    type: z.literal('faq'),
    ...headed,
    /** Shared questions (content/shared/faqs/), shown before the questions of this page. */
    items: z.array(sharedRef('faqs')).default([]).meta({
      title: 'Shared questions',
      description:
        'Shared questions (the editor’s FAQ items collection), shown before the questions of this page.',
    }),
    /** Questions written on this page only. */
    pageItems: z.array(faqItemSchema).optional().meta({
      title: 'Questions of this page',
      description: 'Questions written on this page only.',
    }),
    /** Index of the item open on load. */
    openIndex: z.number().optional().meta({
      description:
        'Its place in the list, counting from 0: 0 opens the first question, 1 the second. Empty: all closed.',
    }),
    cta: ctaSchema.optional(),
  })
  .meta({
    title: 'FAQ',
    description: 'Questions and answers in an accordion where one item is open at a time.',
  });

export const integrationLogosSchema = z
  .strictObject({
    type: z.literal('integrationLogos'),
    ...headed,
    integrations: z.array(integrationRef),
    cta: ctaSchema.optional(),
    /** Trademark note shown under the logos. */
    note: text('Note', 'Trademark note shown under the logos.').optional(),
  })
  .meta({ title: 'Integration logos', description: 'A wall of integration logos with names.' });

export const integrationGridSchema = z
  .strictObject({
    type: z.literal('integrationGrid'),
    ...headed,
    integrations: z.array(integrationRef),
    /** Page every tile opens. */
    href: internalPathSchema.meta({ title: 'Link', description: 'Page every tile opens.' }),
    /** Explains the Connect / Connected labels. */
    legend: text('Legend', 'Explains the Connect / Connected labels.').optional(),
    note: text('Note').optional(),
  })
  .meta({
    title: 'Integration grid',
    description:
      "Integration tiles, each one link to the integration's page, with badge and Connect(ed) label.",
  });

export const integrationBannerSchema = z
  .strictObject({
    type: z.literal('integrationBanner'),
    id: id(),
    integration: leadIntegrationRef,
    title: title(),
    overview: paragraphs(),
    facts: z.array(z.strictObject({ label: line('Label'), value: line('Value') })),
    actions: z.array(ctaSchema),
    /**
     * A sign-in button that only works inside the product: drawn disabled with `note` shown next to
     * it, so it is never a dead control.
     */
    signIn: z
      .strictObject({ label: line('Label'), note: text('Note') })
      .optional()
      .meta({
        description:
          'A sign-in button that only works inside the product: drawn disabled with `note` shown next to it, so it is never a dead control.',
      }),
  })
  .meta({
    title: 'Integration banner',
    description: 'The banner of one integration: logo, overview, facts and actions.',
  });

export const articleSchema = z
  .strictObject({
    type: z.literal('article'),
    ...headed,
    /** The heading of the list of parts, in the page's language (default: On this page). */
    onThisPage: line(
      'Parts list heading',
      'The heading of the list of parts, in the page’s language (default: On this page).',
    ).optional(),
    parts: z.array(
      z.strictObject({
        id: id(),
        heading: line('Heading'),
        paragraphs: linkedParagraphs(),
        points: points().optional(),
        /** Points are steps in order. */
        ordered: z.boolean().optional().meta({ description: 'Points are steps in order.' }),
        quote: z.strictObject({ text: text('Quote'), by: line('By') }).optional(),
      }),
    ),
  })
  .meta({
    title: 'Article',
    description: 'A long-form article: headed parts of paragraphs, lists and an optional quote.',
  });

export const productSuitesSchema = z
  .strictObject({
    type: z.literal('productSuites'),
    ...headed,
    suites: z.array(
      z.strictObject({
        /** Anchor id of the suite card (links like `/products/#suite-gold-loan`). */
        id: line(
          'Link name (#…)',
          'What links to the suite card end with after #, e.g. suite-gold-loan for /products/#suite-gold-loan.',
        ),
        icon: iconNameSchema,
        name: line('Name'),
        /** Who runs it, e.g. "NBFCs, Nidhis and cooperatives". */
        audience: line('Audience', 'Who runs it, e.g. "NBFCs, Nidhis and cooperatives".'),
        summary: text('Summary'),
        capabilities: z.array(line('Capability')),
      }),
    ),
  })
  .meta({
    title: 'Product suites',
    description: 'Product suites in detail: what each does and the capabilities it covers.',
  });

export const caseStudiesSchema = z
  .strictObject({
    type: z.literal('caseStudies'),
    ...headed,
    studies: z.array(
      z.strictObject({
        id: id(),
        /** Short label of the customer, e.g. "Finance company". */
        label: line('Label', 'Short label of the customer, e.g. "Finance company".'),
        title: title(),
        challenge: text('Challenge'),
        approach: paragraphs(),
        results: z.array(statSchema),
        testimonial: sharedRef('testimonials'),
      }),
    ),
  })
  .meta({
    title: 'Case studies',
    description:
      "Customer case studies: the challenge, what we did, results in figures and the customer's words.",
  });

export const quoteSchema = z
  .strictObject({
    type: z.literal('quote'),
    id: id(),
    /** Heading of the section; shown as an eyebrow above the quote. */
    title: line('Title', 'Heading of the section; shown as an eyebrow above the quote.'),
    tone: toneSchema,
    quote: sharedRef('quotes'),
  })
  .meta({
    title: 'Quote',
    description: "A person's quote given a stage of its own (the founder and CEO).",
  });
